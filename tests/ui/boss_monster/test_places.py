"""One numbering of a dungeon's places in every word the player reads: the log, the option words the
bar and the hint show, and the status line, all number a room by the place the table draws it in
(the five places counted from the entrance end), so a room keeps its number while the dungeon grows."""
from __future__ import annotations

import re

from game import i18n
from game.games.boss_monster import narrate
from game.games.boss_monster.translations import name as card_name
from game.ui.tables.boss_monster.layout import Row
from tests.boss_monster.helpers import blank, hand, play, queue

NAMES = ["Anna", "Bea"]
NUMBER = re.compile(r"\d+")


def test_the_log_and_the_hint_give_a_room_the_number_of_its_place_on_the_table() -> None:
    state = blank()
    hand(state, 0, "dark-altar", "golem-factory")
    state.discard.append("fear")  # something for Dark Altar to take, so its ability is offered
    queue(state, ("build-phase", {}), ("reveal", {}))
    built = play(state, "build dark-altar new")
    queue(state, ("build-phase", {}))
    play(state, "build golem-factory new")  # a second room at the entrance end: Dark Altar stays put
    told = [line.text() for e in built if (line := narrate.describe(e.for_seat(0), NAMES)) is not None]
    log_numbers = {int(n) for text in told if "Dark Altar" in text for n in NUMBER.findall(text)}
    option = next(o for o in state.view(0)["prompt"]["options"] if o["action"] == "use dark-altar 2")
    hint = i18n.words(option["key"], option["args"], card_name, NAMES.__getitem__, option["action"])
    assert hint.startswith("Use Dark Altar (place 5")  # and its cost after
    assert log_numbers == {5}, told
    # The table draws the room in its fifth place, next to the Boss, where it was built.
    dungeon = state.view(0)["seats"][0]["dungeon"]
    row = Row(0, "table", 0)
    assert row.room_center(dungeon[1]["position"], len(dungeon)) == (row.column_x(4), row.cy)
    assert row.new_place(len(dungeon)).centerx == row.column_x(2)
