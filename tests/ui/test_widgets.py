"""The reusable widgets on their own: animation queue, zoom placement, hand hit-testing, drag vs
click, log layout, tweens and controls."""
from __future__ import annotations

import pygame

from game.ui import theme
from game.i18n import Ref
from game.ui.text import Fonts
from game.ui.widgets.anim import AnimationQueue, Beat
from game.ui.widgets.card import CardFaces
from game.ui.widgets.controls import Button, Form, Selector, TextField
from game.ui.widgets.drag import Drag
from game.ui.widgets.hand import Hand
from game.ui.widgets.log_panel import Entry, LogPanel, layout
from game.ui.widgets.tween import arc_point, ease_out_cubic
from game.ui.widgets.zoom import zoom_rect

from .helpers import E


def beats() -> list[Beat]:
    return [Beat(0.5, "middle", events=["a"]), Beat(0.3, "later", events=["b"]), Beat(0.0, "after", events=["c"])]


def test_the_queue_plays_beats_in_order_and_shows_each_beats_view() -> None:
    started: list[str] = []
    queue = AnimationQueue(lambda: 1.0, lambda beat: started.extend(beat.events))
    queue.push(beats())
    assert queue.shown == "middle" and queue.busy
    queue.update(0.4)
    assert queue.shown == "middle" and 0.79 < queue.progress < 0.81
    queue.update(0.2)
    assert queue.shown == "later"
    queue.update(0.3)
    assert not queue.busy and queue.shown == "after" and started == ["a", "b", "c"]


def test_instant_speed_and_skip_reach_the_last_view_at_once() -> None:
    instant = AnimationQueue(lambda: 0.0)
    instant.push(beats())
    instant.update(0.0)
    assert not instant.busy and instant.shown == "after"
    slow = AnimationQueue(lambda: 1.6)
    slow.push(beats())
    slow.update(0.5)
    assert slow.busy and slow.shown == "middle"  # 0.5 s is under 0.5 x 1.6
    slow.skip()
    assert not slow.busy and slow.shown == "after"


def test_the_zoom_sits_beside_the_pointer_never_under_it_and_on_screen() -> None:
    for pointer in [(10, 10), (800, 450), (1590, 890), (1590, 5), (300, 880)]:
        rect = zoom_rect(pointer)
        assert not rect.collidepoint(pointer)
        assert pygame.Rect(0, 0, *theme.SIZE).contains(rect)
        assert rect.bottom <= theme.HEIGHT - 40  # the status line stays readable


def test_a_hand_finds_the_topmost_card_and_skips_hidden_ones() -> None:
    hand = Hand((500, 500), "hand")
    hand.set_cards(["a", "b", "c"])
    between = ((hand.rect(0).right + hand.rect(1).left) // 2, 500)  # where 0 and 1 overlap
    assert hand.card_at(between) == 1
    hand.hidden = {1}
    assert hand.card_at(between) == 0
    assert hand.card_at((10, 10)) is None


def test_a_short_press_is_a_click_and_a_long_move_is_a_drag() -> None:
    drag = Drag()
    drag.press("card", (100, 100), (100, 100))
    drag.motion((103, 102))
    assert drag.release((103, 102)).dragged is False
    drag.press("card", (100, 100), (100, 100))
    drag.motion((160, 40))
    release = drag.release((160, 40))
    assert release is not None and release.dragged and release.pos == (160, 40)
    assert not drag.held


def test_a_flight_starts_and_ends_where_it_was_sent_and_rises_between() -> None:
    start, end = (0.0, 100.0), (200.0, 100.0)
    assert arc_point(start, end, 0.0, 30) == start and arc_point(start, end, 1.0, 30) == end
    assert arc_point(start, end, 0.5, 30)[1] < 100 - 29  # lifted at the middle
    assert ease_out_cubic(0.0) == 0.0 and ease_out_cubic(1.0) == 1.0 and ease_out_cubic(0.5) > 0.5


def test_log_lines_wrap_and_glue_punctuation_to_the_card_name(fonts: Fonts) -> None:
    segments = [("Anna lays ", None), ("the Chance Meeting", Ref("the Chance Meeting", "the-chance-meeting")),
                (".", None)]
    pieces, bottom = layout(fonts, segments, 150, theme.SMALL, 0)
    assert max(p.x + fonts.width(p.text, theme.SMALL, True) for p in pieces) <= 150 + fonts.width(".", theme.SMALL)
    assert pieces[-1].text == "." and pieces[-1].x > 0  # never alone at the start of a line
    assert bottom > fonts.line_height(theme.SMALL)  # it did wrap


def test_the_log_reports_the_card_under_the_pointer(fonts: Fonts) -> None:
    panel = LogPanel(pygame.Rect(1280, 8, 312, 844), fonts)
    panel.set_entries([Entry([("Bea draws ", None), ("the Sea", Ref("the Sea", "the-sea"))])])
    panel.draw(pygame.Surface(theme.SIZE))
    body = panel._body()
    name_x = body.x + fonts.width("Bea draws ", theme.SMALL) + 10
    hits = [panel.hover((name_x, y)) for y in range(body.y, body.y + 40, 2)]
    assert Ref("the Sea", "the-sea") in hits
    panel.toggle()
    assert panel.hover((name_x, body.y + 5)) is None


def test_a_form_moves_focus_with_keys_and_types_into_fields() -> None:
    clicked: list[str] = []
    values: list[object] = []
    form = Form()
    form.add(Button(pygame.Rect(0, 0, 100, 40), lambda: "go", lambda: clicked.append("go"), name="go"))
    form.add(Selector(pygame.Rect(0, 50, 200, 40), [1, 2, 3], str, 1, values.append, name="n"))
    field = form.add(TextField(pygame.Rect(0, 100, 200, 40), "Al", lambda text: values.append(text), name="name"))
    key = lambda code: E(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)  # noqa: E731
    form.handle(key(pygame.K_DOWN))
    form.handle(key(pygame.K_RETURN))
    assert clicked == ["go"]
    form.handle(key(pygame.K_DOWN))
    form.handle(key(pygame.K_RIGHT))
    assert values == [2]
    form.handle(E(pygame.MOUSEBUTTONDOWN, pos=(10, 110), button=1))
    form.handle(E(pygame.TEXTINPUT, text="ba"))
    form.handle(key(pygame.K_BACKSPACE))
    assert isinstance(field, TextField) and field.text == "Alb"


class CountingPainter:
    def __init__(self) -> None:
        self.painted: list[tuple[str, str]] = []

    def face(self, surface: pygame.Surface, card: str, size: str) -> None:
        self.painted.append((card, size))

    def back(self, surface: pygame.Surface, size: str) -> None:
        self.painted.append(("back", size))


def test_warming_paints_each_missing_face_once_within_its_budget_and_shows_none() -> None:
    painter = CountingPainter()
    faces = CardFaces(painter)
    faces.face("b", "hand")  # already painted: warming skips it
    painter.painted.clear()
    faces.begin_frame()
    cards, sizes = ["a", "b", "c"], ("hand", "table")
    faces.warm(cards, sizes, budget=2)
    assert painter.painted == [("a", "hand"), ("c", "hand")]
    for _ in range(5):
        faces.warm(cards, sizes, budget=2)
    assert sorted(painter.painted) == sorted([("a", "hand"), ("c", "hand"), ("a", "table"), ("b", "table"),
                                              ("c", "table")])
    assert faces.drawn == set()  # painting ahead is not showing


def test_the_status_line_starts_its_sentence_with_a_capital(fonts: Fonts) -> None:
    """A refusal may begin with a card's name, written small mid-sentence ("the Soldier can only go
    beside the Ace of Wyrms"): on the status line it still starts with a capital."""
    import pygame

    from game.ui.widgets.status import StatusLine

    line = StatusLine(pygame.Rect(0, 860, 1600, 40))
    line.warn("the Soldier can only go beside the Ace of Wyrms or Knots.")
    written: list[str] = []
    real = fonts.render
    fonts.render = lambda text, *a, **k: written.append(text) or real(text, *a, **k)  # type: ignore[method-assign]
    line.draw(pygame.Surface((1600, 900)), fonts, 0.0)
    assert "The Soldier can only go beside the Ace of Wyrms or Knots." in written
