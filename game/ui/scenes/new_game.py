"""New game: pick the game, the number of players, each seat (a person at this screen, the AI at a
level, or a player on the network, who names themselves on joining) and every option of the game with its description. Everything comes from the registered
``Game``: its seat range, and its options (on/off, a whole number, or one of a few choices). The
last setup of each game is remembered in the settings."""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ai import LEVEL_NAMES, ai_name
from game.engine.match import Match, Seat, fit_name
from game.engine.state import Game, Option
from game.i18n import CATALOGUE, t

from .. import theme
from ..glossary.spots import TermSpots
from ..guide.lesson import has_lesson
from ..scene import Scene, open_scene, scene, switch_scene
from ..session import Session
from ..tables import blurb, menu_games, playable, rules_of, state_text, table_for, title
from ..widgets.controls import Button, Form, Selector, TextField
from ..widgets.paint import panel
from .backdrop import backdrop
from .connecting import host_match

if TYPE_CHECKING:
    from ..app import App

PANEL = pygame.Rect(520, 40, 1000, 844)
SEAT_H = 50
OPTION_W = 452
SCALES = (0.25, 0.5, 0.75, 1, 1.5, 2, 3)  # whole-number options step around their default
KINDS = ("human", "ai", "net")


@dataclass
class SeatChoice:
    kind: str
    level: str
    name: str


def default_name(kind: str, seat: int) -> str:
    return ai_name(seat) if kind == "ai" else t("seat.default_name", n=seat + 1)


def untouched(kind: str, seat: int, name: str) -> bool:
    """Whether ``name`` is the seat's default as its kind gives it in any language (a setup remembered
    in another language) or nothing: such a name follows the language and the kind, a typed one stays."""
    defaults = {ai_name(seat)} if kind == "ai" else CATALOGUE.in_every_language("seat.default_name", n=seat + 1)
    return not name.strip() or name.strip() in defaults


def option_text(game_id: str, key: str, part: str, fallback: str) -> str:
    full = f"{game_id}.option.{key}.{part}"
    return t(full) if CATALOGUE.has(full) else fallback


def option_values(option: Option) -> list[Any]:
    if option.choices:
        return list(option.choices)
    if isinstance(option.default, bool):
        return [False, True]
    if isinstance(option.default, int):
        top = option.maximum if option.maximum is not None else option.default * SCALES[-1]
        return sorted({min(top, max(option.minimum, round(option.default * f))) for f in SCALES})
    return [option.default]


def nearest(wanted: int, counts: list[int], fallback: int) -> int:
    """The number of ``counts`` closest to ``wanted`` (the smaller of two as close), else ``fallback``."""
    return min(counts, key=lambda n: (abs(n - wanted), n)) if counts else fallback


def value_label(game_id: str, key: str, value: Any) -> str:
    if isinstance(value, bool):
        return t("common.on") if value else t("common.off")
    return option_text(game_id, key, str(value), str(value).replace("-", " "))


@scene("new_game")
class NewGameScene(Scene):
    precise_motion = True

    def __init__(self, app: "App", game_id: str | None = None) -> None:
        super().__init__(app)
        remembered = app.settings.last_setup.get("game")
        ready = [g for g in menu_games() if playable(g)]
        self.game_id = game_id or (remembered if remembered in ready else (ready or menu_games() or [""])[0])
        self.players = 2
        self.counts: list[int] = []  # the numbers of players the game's cards deal with these options
        self.seats: list[SeatChoice] = []
        self.options: dict[str, Any] = {}
        self.terms = TermSpots()  # the keywords of the options' descriptions, explained under the pointer
        self.pointer: tuple[int, int] = (0, 0)
        self.form = Form(app.redraw)
        self._choose(self.game_id)

    @property
    def game(self) -> Game | None:
        return rules_of(self.game_id)

    def _choose(self, game_id: str) -> None:
        self.game_id = game_id
        game = self.game
        if game is not None:
            self._recall(game)
        self._build()

    def _recall(self, game: Game) -> None:
        """The last setup of this game, each value checked against what the game allows now."""
        setup = self.app.settings.last_setup.get(game.id)
        setup = setup if isinstance(setup, dict) else {}
        self.options = {}
        stored = setup.get("options") if isinstance(setup.get("options"), dict) else {}
        for key, option in game.options.items():
            try:  # a value remembered from an older version means what the option says it means now
                value = option.parse(stored.get(key, option.default))
            except ValueError:
                value = option.default
            self.options[key] = value if value in option_values(option) else option.default
        players = setup.get("players", self.players)
        self.counts = game.seat_counts(self.options)
        self.players = nearest(players if isinstance(players, int) else 2, self.counts, game.players.start)
        self.seats = []
        for row in setup.get("seats", []) if isinstance(setup.get("seats"), list) else []:
            if (isinstance(row, list) and len(row) == 3 and row[0] in KINDS and row[1] in LEVEL_NAMES
                    and isinstance(row[2], str)):
                kind, seat = row[0], len(self.seats)
                name = default_name(kind, seat) if untouched(kind, seat, row[2]) else row[2]
                self.seats.append(SeatChoice(kind, row[1], fit_name(name, default_name(kind, seat))))
        self._fit_seats()

    def _remember(self) -> None:
        setups = dict(self.app.settings.last_setup)
        setups["game"] = self.game_id
        setups[self.game_id] = {"players": self.players, "options": dict(self.options),
                                "seats": [[c.kind, c.level, c.name] for c in self.seats]}
        self.app.settings.last_setup = setups
        self.app.save_settings()

    def _fit_seats(self) -> None:
        while len(self.seats) < self.players:
            n = len(self.seats)
            kind = "human" if n == 0 else "ai"
            self.seats.append(SeatChoice(kind, "normal", default_name(kind, n)))
        del self.seats[self.players:]

    def _build(self) -> None:
        form = self.form
        form.clear()
        for row, game_id in enumerate(menu_games()):
            rect = pygame.Rect(80, 168 + row * 88, 400, 72)
            form.add(Button(rect, lambda g=game_id: title(g), lambda g=game_id: self._choose(g),
                            primary=game_id == self.game_id, hint=lambda g=game_id: state_text(g), name=game_id))
        game = self.game
        ready = playable(self.game_id)
        if game is not None and ready:
            y = PANEL.y + 120
            self.counts = game.seat_counts(self.options)
            if len(self.counts) > 1:
                form.add(Selector(pygame.Rect(PANEL.x + 200, y, 200, 44), self.counts,
                                  lambda n: t("newgame.players_n", n=n), self.players, self._set_players,
                                  name="players"))
            y += 56
            for seat, choice in enumerate(self.seats):
                self._seat_row(seat, choice, y + seat * SEAT_H)
            for i, (key, option) in enumerate(game.options.items()):
                x, y = self.option_origin(i)
                form.add(Selector(pygame.Rect(x, y, self._selector_width(key, option), 40), option_values(option),
                                  lambda v, key=key: value_label(self.game_id, key, v), self.options[key],
                                  lambda v, key=key: self._set_option(key, v), name=f"option:{key}"))
        if ready and has_lesson(self.game_id):
            form.add(Button(pygame.Rect(80, 716, 400, 52), lambda: t("lesson.learn"),
                            lambda: switch_scene(self.app, "lesson", self.game_id), name="learn"))
        form.add(Button(pygame.Rect(80, 780, 160, 52), lambda: t("common.back"), lambda: self.app.pop(self),
                        name="back"))
        form.add(Button(pygame.Rect(256, 780, 224, 52), lambda: t("newgame.start"), self.start, primary=True,
                        enabled=lambda: ready and self.players in self.counts, name="start"))
        form.set_focus(form.named("start") if ready else None)

    def _options_top(self) -> int:
        return PANEL.y + 176 + self.players * SEAT_H + 16

    def _selector_width(self, key: str, option: Option) -> int:
        """Wide enough for the longest of the option's values in words (its name goes to its right, with
        the room it takes at the usual text size at least)."""
        fonts = self.app.fonts
        widest = max(fonts.width(value_label(self.game_id, key, v), theme.BODY) for v in option_values(option))
        name_room = fonts.fixed.width(self._option_name(key), theme.BODY, True) + 16
        return max(208, min(OPTION_W - 160, OPTION_W - name_room, widest + 80))

    def _option_name(self, key: str) -> str:
        return option_text(self.game_id, key, "name", key.replace("-", " ").capitalize())

    def option_height(self) -> int:
        """Option rows share what the seats leave of the panel."""
        game = self.game
        rows = max(1, -(-len(game.options) // 2)) if game is not None else 1
        return (PANEL.bottom - 8 - self._options_top()) // rows

    def option_origin(self, index: int) -> tuple[int, int]:
        """Options two to a row below the seats."""
        return PANEL.x + 32 + (index % 2) * (OPTION_W + 32), self._options_top() + (index // 2) * self.option_height()

    def _seat_row(self, seat: int, choice: SeatChoice, y: int) -> None:
        x = PANEL.x + 160
        kinds = Selector(pygame.Rect(x, y, 180, 44), list(KINDS), lambda k: t(f"seat.kind.{k}"), choice.kind,
                         lambda k, seat=seat: self._set_kind(seat, k), name=f"kind:{seat}")
        level = Selector(pygame.Rect(x + 196, y, 200, 44), list(LEVEL_NAMES), lambda lv: t(f"level.{lv}"),
                         choice.level, lambda lv, c=choice: setattr(c, "level", lv), name=f"level:{seat}")
        level.visible = choice.kind == "ai"
        name = TextField(pygame.Rect(x + 412, y, 300, 44), choice.name, lambda text, c=choice: setattr(c, "name", text),
                         name=f"name:{seat}")
        name.visible = choice.kind != "net"  # a player on the network names themselves on joining
        for control in (kinds, level, name):
            self.form.add(control)

    def _set_kind(self, seat: int, kind: str) -> None:
        """A seat's name follows its switch while it is still the default name of its old kind."""
        choice = self.seats[seat]
        if untouched(choice.kind, seat, choice.name):
            choice.name = default_name(kind, seat)
            field = self.form.named(f"name:{seat}")
            assert isinstance(field, TextField)
            field.text = choice.name
        choice.kind = kind
        self.form.named(f"level:{seat}").visible = kind == "ai"
        self.form.named(f"name:{seat}").visible = kind != "net"

    def _set_players(self, n: int) -> None:
        self.players = n
        self._fit_seats()
        self._build()

    def _set_option(self, key: str, value: Any) -> None:
        """An option that changes what the cards can deal (I Choose You's two Bosses a seat) changes the
        numbers of players offered, and the number chosen when it is no longer one of them."""
        self.options[key] = value
        game = self.game
        assert game is not None
        counts = game.seat_counts(self.options)
        if counts != self.counts:
            self.counts = counts
            self._set_players(nearest(self.players, counts, self.players))

    def start(self) -> None:
        game, spec = self.game, table_for(self.game_id)
        if game is None or spec is None or self.players not in self.counts:
            return
        # Never started here: its lesson is offered first, unless players on the network are to join it.
        first = self.game_id not in self.app.settings.last_setup and all(c.kind != "net" for c in self.seats)
        self._remember()
        if first and has_lesson(self.game_id):
            open_scene(self.app, "lesson_offer", self.game_id, self._begin)
            return
        self._begin()

    def _begin(self) -> None:
        game, spec = self.game, table_for(self.game_id)
        assert game is not None and spec is not None
        # Fitted as a save holds it: a name edited into the settings is cut here, not refused by the autosave.
        seats = [Seat(fit_name(c.name, default_name(c.kind, i)), c.kind, c.level if c.kind == "ai" else None)
                 for i, c in enumerate(self.seats)]
        match = Match.start(game, self.players, secrets.randbelow(2**31), self.options, seats)
        if any(seat.kind == "net" for seat in seats):
            host_match(self.app, match)  # opened to the local network; the table shows its lobby
            return
        session = Session(match, self.app.saves_dir, self.app.ai_iterations)
        switch_scene(self.app, "table", session, spec)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return
        if event.type == pygame.MOUSEMOTION:
            # Motion redraws only what asks: a keyword coming under the pointer or leaving it does.
            pointed = self.terms.at(event.pos)
            if pointed != self.terms.at(self.pointer) or pointed is not None:
                self.app.redraw()
            self.pointer = event.pos
        self.form.handle(event)

    def update(self, dt: float) -> None:
        self.form.update(dt)

    def next_wake(self) -> float | None:
        return self.form.next_wake()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        fonts = self.app.fonts
        fonts.draw(surface, t("newgame.title"), (80, 64), theme.DISPLAY, theme.GOLD, bold=True)
        panel(surface, PANEL, (16, 34, 30, 255), theme.PANEL_EDGE, 16)
        self.terms.clear()
        x, y = PANEL.x + 32, PANEL.y + 24
        fonts.draw(surface, title(self.game_id), (x, y), theme.HEADING, theme.TEXT, bold=True)
        top = y + max(42, fonts.line_height(theme.HEADING))
        lines, size = fonts.block(blurb(self.game_id), PANEL.width - 64, PANEL.y + 120 - top, theme.SMALL)
        for i, line in enumerate(lines):
            fonts.draw(surface, line, (x, top + i * fonts.line_height(size)), size, theme.TEXT_SOFT)
        if not playable(self.game_id):
            for i, line in enumerate(fonts.wrap(state_text(self.game_id) + " " + t("newgame.not_ready"),
                                                PANEL.width - 64, theme.BODY)):
                fonts.draw(surface, line, (x, PANEL.y + 160 + i * 28), theme.BODY, theme.TEXT)
        else:
            self._labels(surface)
        self.form.draw(surface, fonts)
        self.terms.explain(surface, fonts, self.terms.at(self.pointer), self.pointer)

    def _labels(self, surface: pygame.Surface) -> None:
        fonts, game = self.app.fonts, self.game
        assert game is not None
        x, y = PANEL.x + 32, PANEL.y + 120
        fonts.draw(surface, t("newgame.players"), (x, y + 22), theme.BODY, theme.TEXT, bold=True, anchor="midleft")
        if len(self.counts) == 1:
            fonts.draw(surface, t("newgame.players_n", n=self.players), (x + 200, y + 22), theme.BODY,
                       theme.TEXT_SOFT, anchor="midleft")
        if self.counts != list(game.players):  # the card files are short of some card (validate-cards says which)
            note = t("newgame.fewer_cards", counts=", ".join(map(str, self.counts))) if self.counts else \
                t("newgame.no_deal")
            fonts.draw(surface, note, (x + 392, y + 22),
                       theme.SMALL, theme.GOLD, anchor="midleft", width=PANEL.right - 32 - (x + 392))
        y += 56
        for seat in range(self.players):
            fonts.draw(surface, t("seat.label", n=seat + 1), (x, y + seat * SEAT_H + 22), theme.BODY, theme.TEXT,
                       bold=True, anchor="midleft")
        for i, (key, option) in enumerate(game.options.items()):
            ox, oy = self.option_origin(i)
            name = self._option_name(key)
            left = self._selector_width(key, option) + 12
            fonts.draw(surface, name, (ox + left, oy + 20),
                       theme.BODY, theme.TEXT, bold=True, anchor="midleft", width=OPTION_W - left - 4)
            text = option_text(self.game_id, key, "text", option.description)
            last_row = i // 2 == (len(game.options) - 1) // 2
            room = (PANEL.bottom - 8 if last_row else oy + self.option_height()) - oy - 44
            lines, size = fonts.block(text, OPTION_W, room, theme.SMALL)
            for j, line in enumerate(lines):
                drawn = fonts.draw(surface, line, (ox, oy + 44 + j * fonts.line_height(size)), size, theme.TEXT_SOFT)
                self.terms.line(surface, fonts, self.game_id, line, drawn, size)
