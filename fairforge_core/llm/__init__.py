"""LLM judges (``fair_forge.llm`` -> ``fairforge_core.llm``).

Nothing here imports LangChain at module import time: :mod:`fairforge_core` works without the ``context`` extra, and
the LangChain parts are imported when a judge is built or called (``pip install 'fairforge[context]'``).
"""
