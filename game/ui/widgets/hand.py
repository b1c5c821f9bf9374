"""A hand of cards, fanned on a slight arc; it knows positions and hit-testing, not any game."""
from __future__ import annotations

import pygame

from .. import theme
from .card import CardFaces
from .tween import Point, follow


class Hand:
    def __init__(self, center: Point, size: str = "hand", spread: float = 0.82, arc: float = 5.0,
                 facing_down: bool = False) -> None:
        self.center = center  # where the middle card's centre sits
        self.size = size
        self.spread = spread  # distance between cards, in card widths
        self.arc = arc  # degrees of tilt between neighbours
        self.facing_down = facing_down  # an opponent's hand, tilted the other way (its cards None: backs)
        self.cards: list[str | None] = []
        self.hover: int | None = None
        self.selected: int | None = None
        self.hidden: set[int] = set()  # slots drawn elsewhere (the card being dragged)
        self._pos: dict[int, Point] = {}

    def set_cards(self, cards: list[str | None]) -> None:
        if cards != self.cards:
            self.cards = list(cards)
            self._pos = {}
            self.hover = self.selected = None

    def slot(self, index: int, count: int | None = None) -> tuple[Point, float]:
        """The resting centre and tilt of card ``index``."""
        count = len(self.cards) if count is None else count
        w, _ = theme.CARD_SIZES[self.size]
        offset = index - (count - 1) / 2
        x = self.center[0] + offset * w * self.spread
        drop = abs(offset) ** 2 * 4
        angle = -offset * self.arc
        if self.facing_down:
            return (x, self.center[1] - drop), -angle
        return (x, self.center[1] + drop), angle

    def target(self, index: int) -> Point:
        (x, y), _ = self.slot(index)
        _, h = theme.CARD_SIZES[self.size]
        if self.facing_down:
            return x, y
        if index == self.selected:
            return x, y - h * 0.22
        if index == self.hover:
            return x, y - h * 0.12
        return x, y

    def rect(self, index: int) -> pygame.Rect:
        w, h = theme.CARD_SIZES[self.size]
        x, y = self._pos.get(index, self.target(index))
        return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)

    def place(self, index: int, pos: Point) -> None:
        """Puts a card somewhere else for now; it glides back to its slot (a card that was let go)."""
        self._pos[index] = pos

    def card_at(self, pos: Point) -> int | None:
        """The topmost card under ``pos`` (the rightmost overlaps the others)."""
        for index in range(len(self.cards) - 1, -1, -1):
            if index not in self.hidden and self.rect(index).collidepoint(pos):
                return index
        return None

    def next_wake(self) -> float | None:
        """0 while a card still glides to its place (the next frame), else None."""
        moving = any(self._pos.get(index, self.target(index)) != self.target(index) for index in range(len(self.cards)))
        return 0.0 if moving else None

    def update(self, dt: float) -> None:
        for index in range(len(self.cards)):
            target = self.target(index)
            self._pos[index] = follow(self._pos.get(index, target), target, dt, 18.0)

    def draw(self, target: pygame.Surface, faces: CardFaces) -> None:
        for index, card in enumerate(self.cards):
            if index in self.hidden:
                continue
            _, angle = self.slot(index)
            lifted = index in (self.hover, self.selected) and not self.facing_down
            if lifted:
                angle = 0.0
            center = self._pos.get(index, self.target(index))
            faces.draw(target, card, self.size, center, angle, lifted=lifted)
