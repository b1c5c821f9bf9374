"""Card Table's AI against OpenSpiel's information-set MCTS, both playing on Card Table's engine.

    .venv/bin/pip install -e '.[bench]'
    nice -n 10 .venv/bin/python tests/bench/ai_vs_openspiel.py --game monster-day --games 100 --ratio 5 --jobs 2

The opponent is OpenSpiel's ``ISMCTSBot`` as it ships: exploration constant 2, one random rollout per
leaf (cut after ``--rollout-cut`` moves and scored by the game's own evaluator, for games whose random
rollouts rarely end), the most visited action, and Card Table's ``determinize`` as its world sampler.
Its information states are the deciding seat's view, so it sees no more than that seat does. Rewards
reach it as 1 for a win and -1 for a loss (a share of a win in between), the scale its constant is set for.

Its time per move is ``--ratio`` times the mean time of our level's decisions so far in the worker
(the first is measured on the position OpenSpiel faces). Both sides' times, and our levels' time
caps, are processor time, so the ratio and the play hold on a machine shared with other work; the wall
clock a player waits is what ``card-table bench`` and ``simulate`` measure.
Moves with a single legal action cost neither side anything and are not counted. Our seats alternate
between games (at four heroes, two seats each: 0 and 2, then 1 and 3). A game whose winners are not all
on one side (a shared win, or none at Dungeon Run's round limit) is a draw.

It prints per game: our wins with their 95% Wilson interval, the draws, and each side's median and 95th
percentile time per move; ``--out FILE`` adds one JSON line per game played.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms.ismcts import ISMCTSBot
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator
except ImportError:  # the optional bench dependency
    sys.exit("this bench needs OpenSpiel: .venv/bin/pip install -e '.[bench]'")

from game.ai import bot_rng, collector_paused, decide, level_for
from game.ai import search as our_search
from game.cli.simulate import percentile, wilson
from game.engine.actions import Action
from game.engine.registry import get
from game.engine.rng import Rng
from game.engine.state import Game, State

# Our levels' time caps read the wall clock, which on a machine shared with other work runs several
# times faster than the processor time a search gets: here they read processor time, as both sides'
# budgets do, so other programs change neither side's play.
our_search.time = SimpleNamespace(perf_counter=time.process_time)  # type: ignore[attr-defined]

# Dungeon Run's random rollouts almost never reach its end: they are cut and scored by its evaluator.
ROLLOUT_CUT = {"dungeon-run": 10}


class Codes:
    """Our actions as the whole numbers OpenSpiel keys its trees by, the same number in every world."""

    def __init__(self) -> None:
        self.number: dict[Action, int] = {}
        self.action: list[Action] = []

    def of(self, action: Action) -> int:
        code = self.number.get(action)
        if code is None:
            code = self.number[action] = len(self.action)
            self.action.append(action)
        return code


class _Type:
    dynamics = pyspiel.GameType.Dynamics.SEQUENTIAL
    information = pyspiel.GameType.Information.IMPERFECT_INFORMATION


class _GameInfo:
    def get_type(self) -> _Type:
        return _Type()


class SpielState:
    """The part of ``pyspiel.State`` that ISMCTSBot and the rollout evaluator call, over our State.

    Chance happens inside our ``apply`` (a determinized world carries a generator of its own), so no
    node is a chance node.
    """

    __slots__ = ("game", "state", "codes", "_key")

    def __init__(self, game: Game, state: State, codes: Codes) -> None:
        self.game, self.state, self.codes = game, state, codes
        self._key: str | None = None

    def get_game(self) -> _GameInfo:
        return _GameInfo()

    def current_player(self) -> int:
        seat = self.state.current_player()
        return pyspiel.PlayerId.TERMINAL if seat is None else seat

    def is_terminal(self) -> bool:
        return self.state.is_terminal()

    def is_chance_node(self) -> bool:
        return False

    def is_simultaneous_node(self) -> bool:
        return False

    def legal_actions(self, player: int | None = None) -> list[int]:
        return [self.codes.of(a) for a in self.state.legal_actions()]

    def apply_action(self, code: int) -> None:
        self.state.apply(self.codes.action[code])
        self._key = None

    def clone(self) -> "SpielState":
        return SpielState(self.game, self.state.clone(), self.codes)

    def returns(self) -> list[float]:
        if self.state.is_terminal():
            result = self.state.result()
            shares = [result.reward(seat) for seat in range(self.state.players)]
        else:
            shares = self.game.evaluate_all(self.state)
        return [2.0 * v - 1.0 for v in shares]

    def information_state_string(self, player: int | None = None) -> str:
        # Everything the deciding seat sees, its prompt and options included: worlds alike to it share a node.
        if self._key is None:
            self._key = repr(self.state.view(self.state.current_player()))
        return self._key


class TimedISMCTS(ISMCTSBot):
    """ISMCTSBot searching until its time is up instead of for a fixed number of simulations: the same
    calls ``run_search`` makes, in a loop that also reads the clock."""

    budget = 1.0

    def run_search(self, state: SpielState) -> list[tuple[int, float]]:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.process_time() + self.budget
        simulations = 0
        while simulations < self._max_simulations and (simulations == 0 or time.process_time() < deadline):
            self.run_simulation(self.sample_root_state(state))
            simulations += 1
        self.simulations = simulations
        return self.get_final_policy(state, self._root_node)


@dataclass
class Played:
    index: int
    ours: list[int]
    winner_side: str  # ours, theirs or draw
    reason: str
    our_seconds: list[float] = field(default_factory=list)
    their_seconds: list[float] = field(default_factory=list)
    their_simulations: list[int] = field(default_factory=list)


# Per worker: our level's decision times so far, which set OpenSpiel's time per move.
_OUR_TIMES: list[float] = []


def our_seats(players: int, index: int) -> list[int]:
    if players == 2:
        return [index % 2]
    return [s for s in range(players) if s % 2 == index % 2]


def play_one(task: dict[str, Any]) -> Played:
    game = get(task["game"])
    players, index = task["players"], task["index"]
    seed = task["seed"] + index
    state = game.new_game(players, seed, game.resolve_options(task["options"]))
    level = level_for(game, task["level"])
    codes = Codes()
    ours = our_seats(players, index)
    world_rng = Rng(seed ^ 0x0F5C)
    bots: dict[int, TimedISMCTS] = {}
    for seat in range(players):
        if seat not in ours:
            random_state = np.random.RandomState(seed * 8 + seat)
            evaluator = RandomRolloutEvaluator(1, random_state, max_length=task["rollout_cut"])
            bot = TimedISMCTS(None, evaluator, task["uct_c"], max_simulations=10**9, random_state=random_state)
            bot.set_resampler(lambda s, player: SpielState(game, s.state.determinize(player, world_rng), codes))
            bots[seat] = bot
    played = Played(index, ours, "draw", "")
    plies = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        forced = len(state.legal_actions()) == 1
        if seat in ours:
            started = time.process_time()
            action = decide(game, state, level, bot_rng(seed, seat, plies))
            took = time.process_time() - started
            if not forced:
                played.our_seconds.append(took)
                _OUR_TIMES.append(took)
        else:
            if not _OUR_TIMES and not forced:  # the worker's first measure of our time
                started = time.process_time()
                decide(game, state, level, bot_rng(seed, seat, plies))
                _OUR_TIMES.append(time.process_time() - started)
            bot = bots[seat]
            bot.budget = task["ratio"] * statistics.fmean(_OUR_TIMES) if _OUR_TIMES else 0.0
            wrapped = SpielState(game, state.clone(), codes)
            started = time.process_time()
            with collector_paused():
                action = codes.action[bot.step(wrapped)]
            took = time.process_time() - started
            if not forced:
                played.their_seconds.append(took)
                played.their_simulations.append(bot.simulations)
        state.apply(action)
        plies += 1
    result = state.result()
    played.reason = result.reason
    sides = {("ours" if w in ours else "theirs") for w in result.winners}
    if len(sides) == 1 and (len(result.winners) == 1 or len(ours) > 1):
        played.winner_side = sides.pop()
    return played


def report(title: str, games: list[Played]) -> dict[str, Any]:
    n = len(games)
    wins = sum(g.winner_side == "ours" for g in games)
    draws = sum(g.winner_side == "draw" for g in games)
    low, high = wilson(wins, n)
    ours = [t for g in games for t in g.our_seconds]
    theirs = [t for g in games for t in g.their_seconds]
    sims = [s for g in games for s in g.their_simulations]
    summary = {"title": title, "games": n, "wins": wins, "draws": draws, "losses": n - wins - draws,
               "win_rate": wins / n if n else 0.0, "win_rate_95": [low, high],
               "ours_median": statistics.median(ours) if ours else 0.0, "ours_p95": percentile(ours, 0.95),
               "theirs_median": statistics.median(theirs) if theirs else 0.0, "theirs_p95": percentile(theirs, 0.95),
               "their_simulations_median": statistics.median(sims) if sims else 0}
    print(f"{title}: ours won {wins}/{n} ({summary['win_rate']:.1%}, 95% {low:.1%}-{high:.1%}), draws {draws}; "
          f"time per move, ours median {summary['ours_median'] * 1000:.0f} ms p95 {summary['ours_p95'] * 1000:.0f} ms, "
          f"OpenSpiel median {summary['theirs_median'] * 1000:.0f} ms p95 {summary['theirs_p95'] * 1000:.0f} ms "
          f"({summary['their_simulations_median']:.0f} simulations)", flush=True)
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="game id (repeat for several); default every game")
    parser.add_argument("--players", type=int, default=2, help="seats in each game (Dungeon Run: 2 or 4 heroes)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--ratio", type=float, default=1.0, help="OpenSpiel's time per move over ours")
    parser.add_argument("--level", default="hard", help="our level")
    parser.add_argument("--uct-c", type=float, default=2.0, help="OpenSpiel's exploration constant")
    parser.add_argument("--rollout-cut", type=int, help="moves before a rollout is scored by the evaluator")
    parser.add_argument("--options", default="{}", help="the game's options as JSON")
    parser.add_argument("--seed", type=int, default=280_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="append one JSON line per game to this file")
    args = parser.parse_args()
    games = args.game or ["monster-day", "boss-monster", "gauntlet-of-fools", "dungeon-run"]
    print(f"load average before: {os.getloadavg()}", flush=True)
    for game_id in games:
        cut = args.rollout_cut if args.rollout_cut is not None else ROLLOUT_CUT.get(game_id)
        tasks = [{"game": game_id, "players": args.players, "index": i, "seed": args.seed, "level": args.level,
                  "ratio": args.ratio, "uct_c": args.uct_c, "rollout_cut": cut,
                  "options": json.loads(args.options)} for i in range(args.games)]
        done: list[Played] = []
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for played in pool.map(play_one, tasks):
                done.append(played)
                if args.out:
                    with open(args.out, "a", encoding="utf-8") as out:
                        out.write(json.dumps({"game": game_id, "players": args.players, "ratio": args.ratio,
                                              "level": args.level, **played.__dict__}) + "\n")
        title = (f"{get(game_id).title}, {args.players} players, {args.level} against OpenSpiel ISMCTS "
                 f"at {args.ratio:g}x our time" + (f", rollouts cut at {cut}" if cut else ""))
        report(title, done)
    print(f"load average after: {os.getloadavg()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
