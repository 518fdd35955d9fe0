"""Metrics with fair-forge's entry points: ``metrics.regulatory.Regulatory``, ``metrics.context.Context``."""
