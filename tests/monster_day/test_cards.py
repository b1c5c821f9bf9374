"""The Decktet as listed in reference/decktet-monster-day.md, section 2."""
from __future__ import annotations

from collections import Counter

from game.games.monster_day.cards import SUITS, deck


def test_forty_five_cards_thirty_six_basic_nine_extended() -> None:
    cards = deck()
    assert len(cards) == 45
    assert Counter(c.deck for c in cards.values()) == {"basic": 36, "extended": 9}


def test_basic_deck_has_six_aces_twenty_four_numbers_six_crowns() -> None:
    basic = [c for c in deck().values() if c.deck == "basic"]
    assert Counter(c.rank for c in basic) == {1: 6, 10: 6, **{r: 3 for r in range(2, 10)}}


def test_each_number_rank_uses_all_six_suits_once() -> None:
    for rank in range(2, 10):
        suits = [s for c in deck().values() if c.rank == rank for s in c.suits]
        assert sorted(suits) == sorted(SUITS)


def test_eleven_personalities_locations_and_events_with_three_doubles() -> None:
    basic = [c for c in deck().values() if c.deck == "basic"]
    assert sum(c.is_personality for c in basic) == 11
    assert sum("location" in c.types for c in basic) == 11
    assert sum("event" in c.types for c in basic) == 11
    assert sorted(c.id for c in basic if len(c.types) == 2) == ["the-end", "the-market", "the-origin"]
    assert "event" in deck()["the-windfall"].types and "location" not in deck()["the-windfall"].types


def test_category_sums_of_the_thirty_playable_cards() -> None:
    playable = [c for c in deck().values() if c.deck == "basic" and not c.is_ace]
    number = [c for c in playable if not c.is_crown]
    assert sum(c.rank for c in number if c.rank % 2) == 72
    assert sum(c.rank for c in number if c.rank % 2 == 0) == 60
    assert sum(c.rank for c in playable if c.is_crown) == 60
    assert sum(c.rank for c in playable if c.is_personality) == 66
    assert sum(c.rank for c in playable) == 192
