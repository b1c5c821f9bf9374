"""Helpers the game tests share: play actions by their text form, and read back the events."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.state import State


def play(state: State, *actions: str) -> list[Event]:
    """Applies each action, given as a player would type it, and returns every event in order."""
    events: list[Event] = []
    for text in actions:
        events.extend(state.apply(Action.parse(text)))
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
