"""``validate-cards``: loads every game's card files; one line per problem, non-zero exit on any. A
problem is a file that cannot be read or checked, a card the rules name that is missing, or too few
cards of a kind for some number of players or option (the game then offers only the others)."""
from __future__ import annotations

from game.engine.cards import CardError
from game.engine.registry import all_games, problems


def run_validate() -> int:
    failures = 0
    for message in dict.fromkeys(problems().values()):  # one line for a folder every game lacks
        print(f"error: {message}")
        failures += 1
    for game in all_games():
        try:
            card_set = game.load_card_set()
        except CardError as error:
            print(f"error: {error}")
            failures += 1
            continue
        short = game.shortages(card_set)
        for line in short:
            print(f"error: {line}")
        if short:
            failures += 1
            seats = ", ".join(map(str, game.seat_counts())) or "none"
            print(f"  {game.title} deals these cards for {seats} players (with the default options)")
            continue
        counts = ", ".join(f"{len(cards)} {kind}" for kind, cards in card_set.by_kind.items())
        print(f"ok: {game.title}: {counts} ({len(card_set.files)} file{'s' if len(card_set.files) != 1 else ''})")
    return 1 if failures else 0
