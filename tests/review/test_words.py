"""A move in words reads as sentences: the option's words, closed, then what it did."""
from __future__ import annotations

import re

from game.review.words import move_words

from .test_review import played


def test_a_moves_words_close_each_sentence_before_the_next() -> None:
    match = played("boss-monster", 4, plies=60)
    told = [move_words(match, ply, action) for ply, action in enumerate(match.actions)]
    assert any(")" in words.split(". ")[0] for words in told)  # options naming a place in brackets were met
    run_on = [words for words in told if re.search(r"\) [A-Z]", words)]
    assert run_on == []
