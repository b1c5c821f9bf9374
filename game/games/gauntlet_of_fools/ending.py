"""Where each player's gold came from, read from the game's events: a player's gold is the sum of
their heroes' (a dead hero keeps its gold), so the sources add up to the game's score."""
from __future__ import annotations

from typing import Any

# Every gold event names why the gold moved: a rule's own reason, or else the encounter card that
# paid it or took it. Sources in the order the ending lists them.
SOURCES = ("start", "kills", "encounters", "bets", "prospector", "boasts", "bribes")
BY_REASON = {"treasure": "kills", "bet": "bets", "bet-won": "bets", "bet-returned": "bets",
             "prospector": "prospector", "blindfolded": "boasts", "bribe": "bribes"}


def gold_by_source(events: list[dict[str, Any]], players: int) -> dict[str, list[int]]:
    """Each source's gold for each seat (what it took away counted against it); sources that never
    moved any gold are left out. Sack of Loot's gold, dealt with the weapon, is the start's."""
    owner: dict[int, int] = {}
    gold: dict[str, list[int]] = {}

    def add(hero: int, source: str, amount: int) -> None:
        seat = owner.get(hero, -1)
        if seat >= 0:  # a hero nobody took counts for nobody
            gold.setdefault(source, [0] * players)[seat] += amount

    for event in events:
        kind = event["kind"]
        if kind == "hero_armed":
            owner[event["hero"]] = event["seat"]
            if event["gold"]:
                add(event["hero"], "start", event["gold"])
        elif kind in ("gold_gained", "gold_lost"):
            source = BY_REASON.get(str(event["why"]), "encounters")
            add(event["hero"], source, event["amount"] if kind == "gold_gained" else -event["amount"])
    return {source: gold[source] for source in SOURCES if source in gold}
