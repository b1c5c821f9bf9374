"""Which section of a game's rules text a decision belongs to, for the "?" beside the prompt.

A section is named by the anchor its heading carries in every language (``# Your turn {#turn}``);
a prompt kind not listed opens the game's usual section, the turn."""
from __future__ import annotations

# game id -> (the section for any other kind, {prompt kind: section})
SECTIONS: dict[str, tuple[str, dict[str, str]]] = {
    "boss-monster": ("turn", {"choose-boss": "setup", "mulligan": "setup",
                              "first-build": "setup", "plot": "options"}),
    "dungeon-run": ("turn", {"draft": "setup", "learn": "setup", "lord-room": "endgame", "summon": "endgame",
                             "wander": "round", "vote": "options"}),
    "gauntlet-of-fools": ("turn", {"draft": "boasting", "boast": "boasting", "send": "two-players"}),
    "monster-day": ("turn", {}),
}


def section(game_id: str, kind: str | None) -> str | None:
    """The anchor of the section for a decision of this kind; None for a game without sections."""
    usual, kinds = SECTIONS.get(game_id, (None, {}))
    return kinds.get(kind or "", usual)
