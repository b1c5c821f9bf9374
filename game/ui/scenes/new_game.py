"""New game: pick the game, the number of players, each seat (a person, or the AI at a level, and a
name) and every option of the game with its description."""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ai import LEVEL_NAMES
from game.engine.match import Match, Seat
from game.engine.registry import get
from game.engine.state import Game

from .. import theme
from game.i18n import CATALOGUE, t
from ..scene import Scene
from ..session import Session
from ..tables import menu_games, playable, table_for
from ..widgets.controls import Button, Form, Selector, TextField
from ..widgets.paint import panel
from .backdrop import backdrop
from .menu import game_state_text

if TYPE_CHECKING:
    from ..app import App

AI_NAMES = ("Morgana", "Merlin", "Vivian", "Taliesin")
PANEL = pygame.Rect(520, 96, 1000, 696)


@dataclass
class SeatChoice:
    kind: str
    level: str
    name: str


def option_text(game_id: str, key: str, part: str, fallback: str) -> str:
    full = f"option.{game_id}.{key}.{part}"
    return t(full) if CATALOGUE.has(full) else fallback


class NewGameScene(Scene):
    def __init__(self, app: "App", game_id: str = "monster-day") -> None:
        super().__init__(app)
        self.game_id = game_id
        self.players = 2
        self.seats: list[SeatChoice] = []
        self.options: dict[str, Any] = {}
        self.form = Form()
        self._choose(game_id)

    @property
    def game(self) -> Game | None:
        try:
            return get(self.game_id)
        except KeyError:
            return None

    def _choose(self, game_id: str) -> None:
        self.game_id = game_id
        game = self.game
        if game is not None:
            self.players = min(max(self.players, game.players.start), game.players.stop - 1)
            self.options = {key: opt.default for key, opt in game.options.items()}
        self._fit_seats()
        self._build()

    def _fit_seats(self) -> None:
        while len(self.seats) < self.players:
            n = len(self.seats)
            if n == 0:
                self.seats.append(SeatChoice("human", "normal", t("seat.default_name", n=1)))
            else:
                self.seats.append(SeatChoice("ai", "normal", AI_NAMES[(n - 1) % len(AI_NAMES)]))
        del self.seats[self.players:]

    def _build(self) -> None:
        form = self.form
        form.clear()
        for row, game_id in enumerate(menu_games()):
            rect = pygame.Rect(80, 176 + row * 88, 400, 72)
            form.add(Button(rect, lambda g=game_id: t(f"games.{g}.title"), lambda g=game_id: self._choose(g),
                            primary=game_id == self.game_id, hint=lambda g=game_id: game_state_text(g), name=game_id))
        game = self.game
        ready = playable(self.game_id)
        y = PANEL.y + 136
        if game is not None and ready:
            if len(game.players) > 1:
                form.add(Selector(pygame.Rect(PANEL.x + 240, y, 200, 44), list(game.players),
                                  lambda n: t("newgame.players_n", n=n), self.players, self._set_players,
                                  name="players"))
            y += 64
            for seat, choice in enumerate(self.seats):
                self._seat_row(seat, choice, y)
                y += 60
            y += 16
            for key, option in game.options.items():
                values = list(option.choices) or ([False, True] if isinstance(option.default, bool)
                                                  else [option.default])
                form.add(Selector(pygame.Rect(PANEL.x + 40, y, 160, 44), values, self._value_label,
                                  self.options[key], lambda v, key=key: self.options.__setitem__(key, v),
                                  name=f"option:{key}"))
                y += 104
        form.add(Button(pygame.Rect(PANEL.x + 40, PANEL.bottom - 80, 200, 52), lambda: t("common.back"),
                        lambda: self.app.pop(self), name="back"))
        form.add(Button(pygame.Rect(PANEL.right - 300, PANEL.bottom - 80, 260, 52), lambda: t("newgame.start"),
                        self.start, primary=True, enabled=lambda: ready, name="start"))
        form.set_focus(form.named("start") if ready else None)

    def _seat_row(self, seat: int, choice: SeatChoice, y: int) -> None:
        x = PANEL.x + 160
        kinds = Selector(pygame.Rect(x, y, 180, 44), ["human", "ai"], lambda k: t(f"seat.kind.{k}"), choice.kind,
                         lambda k, seat=seat: self._set_kind(seat, k), name=f"kind:{seat}")
        level = Selector(pygame.Rect(x + 196, y, 200, 44), list(LEVEL_NAMES), lambda lv: t(f"level.{lv}"),
                         choice.level, lambda lv, c=choice: setattr(c, "level", lv), name=f"level:{seat}")
        level.visible = choice.kind == "ai"
        name = TextField(pygame.Rect(x + 412, y, 300, 44), choice.name, lambda text, c=choice: setattr(c, "name", text),
                         name=f"name:{seat}")
        for control in (kinds, level, name):
            self.form.add(control)

    def _set_kind(self, seat: int, kind: str) -> None:
        self.seats[seat].kind = kind
        self.form.named(f"level:{seat}").visible = kind == "ai"

    def _set_players(self, n: int) -> None:
        self.players = n
        self._fit_seats()
        self._build()

    @staticmethod
    def _value_label(value: Any) -> str:
        if isinstance(value, bool):
            return t("common.on") if value else t("common.off")
        return str(value)

    def start(self) -> None:
        from .table import TableScene

        game, spec = self.game, table_for(self.game_id)
        if game is None or spec is None:
            return
        seats = [Seat(c.name.strip() or t("seat.default_name", n=i + 1), c.kind, c.level if c.kind == "ai" else None)
                 for i, c in enumerate(self.seats)]
        match = Match.start(game, self.players, secrets.randbelow(2**31), self.options, seats)
        session = Session(match, self.app.saves_dir, self.app.ai_iterations)
        self.app.replace(TableScene(self.app, session, spec))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.fonts), (0, 0))
        fonts = self.app.fonts
        fonts.draw(surface, t("newgame.title"), (80, 64), theme.DISPLAY, theme.GOLD, bold=True)
        panel(surface, PANEL, (16, 34, 30, 255), theme.PANEL_EDGE, 16)
        x, y = PANEL.x + 40, PANEL.y + 32
        fonts.draw(surface, t(f"games.{self.game_id}.title"), (x, y), theme.HEADING, theme.TEXT, bold=True)
        for i, line in enumerate(fonts.wrap(t(f"games.{self.game_id}.blurb"), PANEL.width - 80, theme.SMALL)[:2]):
            fonts.draw(surface, line, (x, y + 44 + i * 20), theme.SMALL, theme.TEXT_SOFT)
        if not playable(self.game_id):
            for i, line in enumerate(fonts.wrap(game_state_text(self.game_id) + " " + t("newgame.not_ready"),
                                                PANEL.width - 80, theme.BODY)):
                fonts.draw(surface, line, (x, PANEL.y + 160 + i * 28), theme.BODY, theme.TEXT)
        else:
            self._labels(surface)
        self.form.draw(surface, fonts)

    def _labels(self, surface: pygame.Surface) -> None:
        fonts, game = self.app.fonts, self.game
        assert game is not None
        x, y = PANEL.x + 40, PANEL.y + 136
        fonts.draw(surface, t("newgame.players"), (x, y + 22), theme.BODY, theme.TEXT, bold=True, anchor="midleft")
        if len(game.players) == 1:
            fonts.draw(surface, t("newgame.players_n", n=self.players), (x + 240, y + 22), theme.BODY, theme.TEXT_SOFT,
                       anchor="midleft")
        y += 64
        for seat in range(self.players):
            fonts.draw(surface, t("seat.label", n=seat + 1), (x, y + 22), theme.BODY, theme.TEXT, bold=True,
                       anchor="midleft")
            y += 60
        y += 16
        for key, option in game.options.items():
            fonts.draw(surface, option_text(self.game_id, key, "name", key), (x + 184, y + 22), theme.BODY,
                       theme.TEXT, bold=True, anchor="midleft")
            text = option_text(self.game_id, key, "text", option.description)
            for i, line in enumerate(fonts.wrap(text, PANEL.width - 80, theme.SMALL)[:3]):
                fonts.draw(surface, line, (x, y + 52 + i * 18), theme.SMALL, theme.TEXT_SOFT)
            y += 104
