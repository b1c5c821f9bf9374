"""The table scene around any game's table: turns, the AI's pace, hand-offs, the log, the status
line, undo, pause and the end. It plays from a seat source (``source.SeatSource``): a local
``Session``, or a game on the network; moves reach the game only through its ``put`` and ``step``."""
from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import autosaves, saves
from game.engine.actions import Action
from game.engine.match import Match
from game.engine.state import Result, View
from game.engine.tape import Tape

from game import i18n
from .. import theme
from game.i18n import t
from ..scene import Scene, open_scene, scene, switch_scene
from ..screen import Screen
from ..review_task import kept_review
from ..session import Session, from_save
from ..source import Move, SeatSource
from ..tables import table_for, title
from ..tables.base import TableContext, TableSpec, log_entries
from ..glossary.table import TableTerms
from ..widgets.anim import AnimationQueue, Beat
from ..widgets.confirm import ConfirmStrip
from ..widgets.controls import Button, Form
from ..widgets.decision_bar import DecisionBar
from ..widgets.focus import ARROWS
from ..widgets.log_panel import Entry, LogPanel
from ..widgets.quick_ask import QuickAsk
from ..widgets.status import StatusLine
from ..widgets.ticking import PaintClock
from .connecting import host_saved
from .handover import HandOver
from .keyplay import KeyPlay
from .legend import legend
from .moves import Moves
from .resting import Resting
from .sounding import Sounding
from .overlays import GameOver, Pause
from .table_net import NetPanel

if TYPE_CHECKING:
    from ..app import App

MIN_THINK = 0.8  # seconds an AI's turn shows "thinking" at normal speed, so its move can be followed
LOG_RECT = pygame.Rect(1280, 8, 312, 844)
STATUS_RECT = pygame.Rect(0, 860, theme.WIDTH, 40)
UNDO_RIGHT, UNDO_MIN_W = 1200, 104  # the undo button ends 8 px left of the pause button


def open_save(app: "App", loaded: saves.LoadedSave) -> None:
    """Puts a loaded save on the table, or says why it cannot be played here."""
    game_id = loaded.match.game.id
    spec = table_for(game_id)
    if spec is None:
        app.dialog(t("load.title"), t("load.no_table", game=title(game_id)))
        return
    autosaves.go_on_from(loaded, app.saves_dir)  # an older save goes on as a branch: the later autosave stays
    if any(seat.kind == "net" for seat in loaded.match.seats):
        host_saved(app, loaded)  # opened to the network again: its players take their seats back
    else:
        app.replace(TableScene(app, from_save(loaded, app.saves_dir, app.ai_iterations), spec))
    if loaded.card_warning:
        app.dialog(t("load.title"), t("load.cards_changed"))


@scene("table")
class TableScene(Moves, HandOver, Resting, Sounding, Scene):
    def __init__(self, app: "App", session: SeatSource, spec: TableSpec) -> None:
        super().__init__(app)
        self.session = session
        self.spec = spec
        self.status = StatusLine(STATUS_RECT)
        self.log = LogPanel(LOG_RECT, app.fonts)
        self.table = spec.make(self._context())
        self.bar = DecisionBar(app.fonts, self.submit, self._words)
        self.confirm = ConfirmStrip(app.fonts, self._confirm, self.take_back)
        self.quick = QuickAsk(app.fonts, self._let_go, self._hand_off)
        self.keyplay = KeyPlay(self)
        self.pending: Action | None = None  # made on the table, waiting for Confirm
        self.hint_asked = False
        self.anim = AnimationQueue(lambda: app.settings.speed_factor, self._beat_started)
        self.form = Form()
        self.form.add(Button(pygame.Rect(1208, 16, 56, 40), lambda: "II", self.pause, name="pause"))
        self.terms = TableTerms(self)
        self.form.add(Button(pygame.Rect(8, 864, 40, 32), lambda: "?", self.terms.help, name="help"))
        self.status.indent = 40  # the "?" stands at the start of the status line
        self.form.add(Button(pygame.Rect(UNDO_RIGHT - UNDO_MIN_W, 16, UNDO_MIN_W, 40), lambda: t("table.undo"), self.undo,
                             enabled=self._can_undo, name="undo"))
        self.clock = PaintClock()  # what the pulses and spinners are painted at; it stops when all is still
        self._drawn: tuple[Any, ...] = ()  # how the table looked (``_looks``) when last drawn
        self._drawn_at = 0.0  # and the paint clock then
        self.pointer: tuple[int, int] = (0, 0)
        self.language = i18n.CATALOGUE.language
        self.text_scale = app.fonts.scale
        self.ai_shown = 0.0  # how long the AI's current turn has been on screen
        self.over_shown = False
        self.told_unsaved = False  # leaving a game its autosave could not hold asks twice
        self.screen = Screen(session.humans(), session.current())
        self._view: View | None = None
        self.net = NetPanel(self, session.network) if session.network is not None else None
        session.prepare()
        if app.settings.sound:
            app.sounds.start()  # the mixer starts as the table opens, not at its first sound
        self._reset_view()

    def _context(self) -> TableContext:
        return TableContext(self.app.fonts, self.names(), self.submit, self.session.why_not, self.refused,
                            self.role, self.app.sounds.play)

    # --- seats and perspective ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return int(self.session.view(None)["players"])

    def names(self) -> list[str]:
        return [self.session.name(seat) for seat in range(self.players)]

    def role(self, seat: int) -> str:
        kind, level = self.session.kind(seat)
        if kind == "ai":
            return t("seat.ai_level", level=t(f"level.{level or 'normal'}"))
        return t(f"net.role.{kind}") if kind in ("net", "away", "open") else t("seat.human")

    def is_ai(self, seat: int) -> bool:
        return self.session.kind(seat)[0] == "ai"

    @property
    def perspective(self) -> int | None:
        """The seat the table is laid out for: the last person who had it."""
        return self.screen.perspective

    @property
    def owner(self) -> int | None:
        """The seat whose private view is on screen; None while only the public view is."""
        return self.screen.owner

    def view(self) -> View:
        if self._view is None:
            self._view = self.session.view(self.owner)
        return self._view

    def _reset_view(self) -> None:
        """Shows the engine's view at once and tells the whole log again (new owner, undo, load)."""
        self._view = None
        self.quick.hide()
        self.anim.reset(self.view())
        self.table.show(self.view(), self.perspective)
        self._tell(self.session.ply)

    def _tell(self, ply: int) -> None:
        """The log told again, as the owner may see it, up to position ``ply``."""
        self.log.set_entries(self._entries(self.session.told(self.owner, ply)))

    def _entries(self, events: list[dict[str, Any]]) -> list[Entry]:
        return log_entries(self.table, self.spec.game_id, events)

    def _beat_started(self, beat: Beat) -> None:
        entries = self._entries(beat.events)
        if entries:
            self.log.set_entries(self.log.entries + entries)
        self.beat_sound(beat)

    def _words(self, key: str, args: dict[str, Any], fallback: str) -> str:
        return i18n.words(key, args, self.table.card_name, self.session.name, fallback)

    def _open(self, legal: list[Action] | None) -> None:
        """Opens or closes the perspective seat's input, on the table and in the decision bar."""
        self.table.open_input(legal)
        prompt = self.view().get("prompt") if legal else None
        if not legal or prompt is None or prompt.get("kind") in self.table.bespoke:
            self.bar.clear()
            return
        # A game's prompt words its options; without them (or with bare action texts) each option
        # shows its action text.
        options = [o for o in prompt.get("options") or [] if isinstance(o, dict)] or [
            {"action": str(a), "verb": a.verb, "key": "", "args": {}} for a in legal]
        self.bar.show(options)

    def _apply_next(self) -> bool:
        sub = self.session.next_submission()
        if sub is None:
            return False
        if sub.source == "ai" and self.ai_shown < MIN_THINK * self.app.settings.speed_factor:
            return False
        before = self.view()
        # The move may take the table from its owner: then it is shown from what everyone saw before.
        public = self.session.view(None) if self.screen.shared and self.owner is not None else before
        mover = self.session.current()
        played = self.session.step()
        if played is None:
            return True
        self.turn_owed = sub.source == "ai" or mover not in self.session.humans()
        moved_on = self.screen.moved_on(self.session.current())
        if moved_on:
            self.forget_pointer()
        if played.jump:  # back after moves not seen: the table as it is now, the story told again
            self._open(None)
            self._reset_view()
            return True
        if moved_on:
            before = public
            self._tell(self.session.ply - 1)  # the move's own events are told as it is shown
        self._animate(before, played)
        return True

    def _animate(self, before: View, played: Move) -> None:
        self._view = None
        after = self.view()
        events = played.seen_by(self.owner)
        self.ai_shown = 0.0
        self.table.thinking_seat = None
        self.status.drop_note()  # a hint spoke of the position before this move
        self._open(None)
        self.anim.push(self.table.choreograph(before, events, after))
        if self.app.settings.reduced_motion:
            self.anim.skip()  # told and heard beat by beat, but nothing travels

    # --- every frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        moving = self.anim.busy or self.table.next_wake() == 0.0
        self.clock.update(dt, busy=self.anim.busy or self.table.thinking_seat is not None)
        self.anim.update(dt)
        self.status.update(dt)
        self.session.think()
        if self.net is not None:
            self.net.update()
        self._show_hint()
        if self.session.problem:
            problem, self.session.problem = self.session.problem, None
            self.app.dialog(t("table.problem"), problem)
        if not self.anim.busy:
            self._idle(dt)
        beat = self.anim.current
        self.table.show(self.anim.shown if self.anim.busy else self.view(), self.perspective,
                        beat.hidden if beat else frozenset())
        self.table.update(dt)
        self._say()
        self._ask_redraw(moving)

    def _idle(self, dt: float) -> None:
        if self.session.over():
            self._open(None)
            self.table.thinking_seat = None
            if not self.over_shown:
                self.over_shown = True
                self.app.sounds.play(self.ending())
                view = self.view()
                sheet = self.table.score_sheet(view, self.session.told(self.owner, self.session.ply))
                self.app.push(GameOver(self.app, self, self.table.result_lines(view), sheet))
            return
        current = self.session.current()
        assert current is not None
        if self.is_ai(current):
            self.ai_shown += dt
            self.table.thinking_seat = current
        elif current not in self.session.humans():  # a player at another computer
            self.table.thinking_seat = current if self.net is None or self.net.deciding_elsewhere(current) else None
        elif self.net is not None and not self.net.playing:
            self._open(None)  # the game has not begun, or this screen's connection is being made again
        else:
            self.table.thinking_seat = None
            # A quick ask's answer for another seat is already queued: it is played, not handed over.
            if current != self.owner and self.session.next_submission() is None:
                self._turn_to(current)
                if current != self.owner or self.app.stack.top is not self:
                    return  # asked on the table, or behind the cover: the table waits for that answer
                # Taken over where nothing is secret: the input opens now, not at some later input.
            if self.table.legal is None and self.pending is None and self.session.next_submission() is None:
                self._open_for(self.session.legal(current))
                self.your_turn()
        self._apply_next()

    def _open_for(self, legal: list[Action]) -> None:
        """Opens the owner's input; alone at the table, a window they can only let go is let go."""
        window = self.table.window(self.view())
        if not self.screen.shared and window is not None and legal == [window[1]] and self.owner is not None:
            self._put(window[1], self.owner)
            return
        self._open(legal)

    def _say(self) -> None:
        if self.status.warning:
            return
        current = self.session.current()
        self.status.thinking = False
        if self.session.over():
            self.status.say(t("table.over"), "turn")
        elif self.confirm.active:
            self.status.say(t("confirm.status"), "turn")
        elif self.anim.busy:
            self.status.say(t("table.watch"))
        elif self.quick.active:
            self.status.say(t("quick.status", name=self.quick.name), "turn")
        elif current is not None and self.is_ai(current):
            self.status.thinking = True
            self.status.say(t("table.thinking", name=self.session.name(current)))
        elif self.net is None or not self.net.says(current):  # a network table says what it waits for itself
            self.status.say(self.table.prompt(), "turn")

    # --- input ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.clock.stir()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.anim.busy:
            # A click skips the animation, except on the log or a button (Undo and pause answer their
            # click whatever is moving: in an adventure something nearly always is).
            if not self.log.rect.collidepoint(event.pos) and not self.form.at(event.pos):
                self.anim.skip()
                return
        if event.type == pygame.MOUSEWHEEL:
            # Over the play area the table may use the wheel (a map zooms); the log takes the rest.
            if self.log.rect.collidepoint(self.pointer) or not self.table.handle(event):
                self.log.handle_wheel(event.y)
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.log.hover(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.log.toggle_rect.collidepoint(event.pos):
            self.log.toggle()
            return
        if self.confirm.handle(event) or self.quick.handle(event):
            return
        if self.net is not None and self.net.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            self._keys(event)
            return
        if self.form.handle(event) or self.confirm.active:
            return  # with a move waiting for Confirm, the table and the bar wait too
        if not self.bar.handle(event):
            self.table.handle(event)

    def _keys(self, event: pygame.event.Event) -> None:
        """Each key does one thing: the focus takes Tab, the arrows once it is on something, Enter on
        it and Esc on a piece it holds (``keyplay``); then the table its own keys (Esc out of a
        half-made move, a map's arrows), the bar its options (digits), then the scene's keys. The
        pause and undo buttons are for the pointer only."""
        if self.confirm.active:
            return
        if self.keyplay.handle(event) or self.table.handle(event):
            return
        if event.key in ARROWS and self.keyplay.arrow(event.key):
            return
        if not self.bar.handle(event):
            self._key(event.key)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.pause()
        elif key == pygame.K_SPACE and self.anim.busy:
            self.anim.skip()
        elif key == pygame.K_l:
            self.log.toggle()
        elif key == pygame.K_u:
            self.undo()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_k:
            self.app.settings.key_legend = not self.app.settings.key_legend
            self.app.save_settings()

    def pause(self) -> None:
        self._open(None)
        self.app.push(Pause(self.app, self))

    def _fresh_table(self) -> None:
        """The table as one freshly opened on the same match would be: a new table, bar and strips,
        nothing pending, nothing remembered of the moves taken back (undo, a change of language)."""
        self.table = self.spec.make(self._context())
        self.bar = DecisionBar(self.app.fonts, self.submit, self._words)
        self.keyplay.forget()
        self.pending = None
        self.confirm.hide()
        self.hint_asked, self.session.hint = False, None
        self.over_shown = False
        self._reset_view()

    def on_resume(self) -> None:
        # Back from a pause, a hand-off or the rules: the language or the text size may have changed,
        # input reopens.
        if (self.language, self.text_scale) != (i18n.CATALOGUE.language, self.app.fonts.scale):
            self.language, self.text_scale = i18n.CATALOGUE.language, self.app.fonts.scale
            self._fresh_table()
        self._open(None)
        self._reset_view()

    def on_exit(self) -> None:
        self.session.close()

    def quit_to_menu(self) -> None:
        # Every decision is autosaved; one the disk refused would be lost: said once, left on a second press.
        lost = self.session.unsaved() if isinstance(self.session, Session) else None
        if lost and not self.told_unsaved:
            self.told_unsaved = True
            self.app.dialog(t("table.unsaved_title"), t("table.unsaved", problem=lost))
            return
        switch_scene(self.app, "menu")

    def result(self) -> Result:
        return Result.from_json(self.session.view(None)["result"])

    def replay(self) -> None:
        """The game just played, replayed on its table over this one (leaving it comes back here)."""
        assert isinstance(self.session, Session), "a game on the network is replayed from its save"
        match = self.session.match.copy()
        open_scene(self.app, "replay_seats", match, Tape.of(match), self.spec,
                   kept_review(match, self.session.saves_dir))  # the game is over: its chances hide nothing

    def rematch(self) -> None:
        assert isinstance(self.session, Session), "a game on the network has no rematch"
        old = self.session.match
        match = Match.start(old.game, old.players, secrets.randbelow(2**31), old.options, old.seats)
        session = Session(match, self.app.saves_dir, self.app.ai_iterations)
        self.app.replace(TableScene(self.app, session, self.spec))

    # --- drawing ----------------------------------------------------------------------------------------
    def begin_frame(self) -> None:
        self.table.faces.begin_frame()

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn, self._drawn_at = self._looks(), self.clock.now
        self.table.draw(surface, self.clock.now)
        self.anim.paint(surface)
        if not self.anim.busy:
            self.bar.draw(surface)
            self.quick.draw(surface)
            self.keyplay.draw(surface)
        self.confirm.draw(surface)
        if self.net is not None:
            self.net.draw(surface)
        self.log.draw(surface)
        self.status.draw(surface, self.app.fonts, self.clock.now, legend(self) if self.app.settings.key_legend else "")
        self.terms.mark(surface)
        undo = self.form.named("undo")
        undo.visible = self._can_undo()
        # As wide as its label in the language shown, growing leftwards from beside the pause button.
        width = max(UNDO_MIN_W, self.app.fonts.width(t("table.undo"), theme.BODY, True) + 32)
        undo.rect = pygame.Rect(UNDO_RIGHT - width, undo.rect.y, width, undo.rect.height)
        self.form.draw(surface, self.app.fonts)
        if self.app.stack.top is not self:
            return  # no zoom over a pause, a dialog or the hand-off
        zoom = self.table.zoom_request()
        if self.log.hover_ref is not None and self.log.hover_ref.card:
            zoom = (self.log.hover_ref.card, self.pointer)
        if zoom is not None:
            self.table.draw_zoom(surface, *zoom)
        self.terms.explain(surface, zoom)

