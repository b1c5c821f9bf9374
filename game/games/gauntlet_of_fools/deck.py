"""Determining the encounter (rulebook "Determina l'Incontro" and "Modificatori").

Modifiers are set aside and add up on the next monster, however many turns later it comes; the
Side Passage makes the turn determine two encounters, and every hero picks one (FAQ "Side
Passage"). The Guardian's extra encounter discards any modifier it draws (FAQ "Guardian").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Event

from .combat import ENCOUNTERS, NO_MODS, Mods

if TYPE_CHECKING:
    from .state import GauntletState

Path = tuple[str, Mods]


class DeckRules:
    __slots__ = ()

    def draw(self: "GauntletState") -> str:
        card = self.deck.pop()
        if self.known:
            self.known.pop(0)
        return card

    def determine(self: "GauntletState", events: list[Event], side: list[bool]) -> Path | None:
        """Draws until a monster or special; ``None`` when the deck runs out first."""
        while self.deck:
            card = ENCOUNTERS[self.draw()]
            if card.kind == "modifier":
                events.append(Event("modifier_revealed", {"card": card.id, "waiting": self.pending + [card.id]},
                                    chance=True))
                if card.effect == "side-passage":
                    self.discard.append(card.id)
                    side[0] = True
                else:
                    self.pending.append(card.id)
                continue
            mods = NO_MODS
            if card.is_monster and self.pending:
                for waiting in self.pending:
                    mods = mods.plus(ENCOUNTERS[waiting])
                self.discard.extend(self.pending)
                self.pending = []
            self.discard.append(card.id)
            events.append(Event("encounter_revealed", {"card": card.id, "type": card.kind, "mods": mods._asdict()},
                                chance=True))
            return card.id, mods
        return None

    def reveal(self: "GauntletState", events: list[Event]) -> list[Path]:
        side = [False]
        first = self.determine(events, side)
        if first is None:
            return []
        paths = [first]
        if side[0]:
            second = self.determine(events, side)
            if second is not None:
                paths.append(second)
        return paths

    def extra_encounter(self: "GauntletState", events: list[Event]) -> str | None:
        """The Guardian's encounter for one hero: modifiers (the Side Passage too) are discarded."""
        while self.deck:
            card = ENCOUNTERS[self.draw()]
            if card.kind == "modifier":
                self.discard.append(card.id)
                events.append(Event("modifier_discarded", {"card": card.id}, chance=True))
                continue
            self.discard.append(card.id)
            events.append(Event("extra_encounter_revealed", {"card": card.id, "type": card.kind}, chance=True))
            return card.id
        return None
