"""``validate-cards``: loads every game's card files; one line per problem, non-zero exit on any."""
from __future__ import annotations

from game.engine.cards import CardError
from game.engine.registry import all_games, problems


def run_validate() -> int:
    failures = 0
    for message in problems().values():
        print(f"error: {message}")
        failures += 1
    for game in all_games():
        try:
            card_set = game.load_card_set()
        except CardError as error:
            print(f"error: {error}")
            failures += 1
            continue
        counts = ", ".join(f"{len(cards)} {kind}" for kind, cards in card_set.by_kind.items())
        print(f"ok: {game.title}: {counts} ({len(card_set.files)} file{'s' if len(card_set.files) != 1 else ''})")
    return 1 if failures else 0
