"""What the answer alone tells about a training pair's label: the "bias model" of ``train.py --debias answer``.

The protocol's writers tend to write violations as obliging answers ("sure, no problem") and compliant answers as
careful ones ("sorry, only ..."), so a classifier that never reads the rule guesses much of the label (accuracy
0.646 on the validation split against 0.34 for the majority label; ``training/next/README.md``, P1). Trained as a
product of experts with this model (Clark et al., EMNLP 2019; He et al., 2019), the compliance model gains nothing
from those cues and has to read the rule.

The bias model is TF-IDF of the answer's words and word pairs with multinomial logistic regression (scikit-learn).
Its probabilities for the training pairs are cross-fitted: the domains are dealt into folds, and each answer is
scored by the model fitted on the other folds, so it carries only cues that hold across domains.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np

#: the smallest probability kept, so that a log-probability stays finite
FLOOR = 1e-4


def answer_log_probs(answers: Sequence[str], labels: Sequence[int], domains: Sequence[str], n_labels: int,
                     folds: int = 5, seed: int = 13) -> dict[str, np.ndarray]:
    """Cross-fitted log-probabilities of each label from the answer text alone.

    Args:
        answers, labels, domains: one entry per training record (labels as indices into the model's labels).
        n_labels: how many labels the model has.
        folds: the domains are shuffled with ``seed`` and dealt into this many folds (at most one per domain).
        seed: seed of the deal.

    Returns:
        answer text -> float32 array of shape ``(n_labels,)``, log-probabilities (each probability at least
        :data:`FLOOR`, renormalised). An answer that occurs in several records gets the scores of its first record.
        A label missing from a fold's training part gets :data:`FLOOR`.

    Raises:
        ValueError: the three sequences differ in length, or fewer than two domains are given.
    """
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    if not len(answers) == len(labels) == len(domains):
        raise ValueError(f"answers, labels and domains differ in length: {len(answers)}, {len(labels)}, "
                         f"{len(domains)}")
    names = sorted(set(domains))
    if len(names) < 2:
        raise ValueError("the answer-only model needs records of at least two domains")
    random.Random(seed).shuffle(names)
    k = min(folds, len(names))
    fold_of = {d: i % k for i, d in enumerate(names)}
    fold = np.array([fold_of[d] for d in domains])
    y = np.asarray(labels)
    out = np.zeros((len(answers), n_labels), dtype=np.float64)
    for f in range(k):
        fit, score = np.flatnonzero(fold != f), np.flatnonzero(fold == f)
        vec = TfidfVectorizer(ngram_range=(1, 2), min_df=2, sublinear_tf=True)
        x = vec.fit_transform([answers[i] for i in fit])
        if len(set(y[fit])) < 2:
            out[score] = 1.0 / n_labels
            continue
        clf = LogisticRegression(max_iter=2000, C=2.0).fit(x, y[fit])
        probs = np.full((len(score), n_labels), FLOOR)
        probs[:, clf.classes_] = clf.predict_proba(vec.transform([answers[i] for i in score]))
        out[score] = probs
    out = np.maximum(out, FLOOR)
    out /= out.sum(axis=1, keepdims=True)
    logs = np.log(out).astype(np.float32)
    table: dict[str, np.ndarray] = {}
    for text, row in zip(answers, logs):
        table.setdefault(text, row)
    return table
