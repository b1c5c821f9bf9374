"""The searches behind the levels. Each works on a determinized copy handed over by ``decide``:
it never holds the real state, so it can see neither hidden cards nor future dice."""
from __future__ import annotations

import math
import time
from typing import Any

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import Game, State

from .levels import Level


def _values(game: Game, state: State) -> list[float]:
    if state.is_terminal():
        result = state.result()
        return [result.reward(s) for s in range(state.players)]
    return game.evaluate_all(state)


def playout(game: Game, state: State, rng: Rng, cut: int) -> list[float]:
    """Plays the game's fast policy for at most ``cut`` plies, then scores every seat."""
    plies = 0
    while plies < cut and not state.is_terminal():
        state.apply(game.playout_action(state, rng))
        plies += 1
    return _values(game, state)


def choose_random(game: Game, info: State, seat: int, legal: list[Action], level: Level, rng: Rng) -> Action:
    return rng.choice(legal)


def choose_policy(game: Game, info: State, seat: int, legal: list[Action], level: Level, rng: Rng) -> Action:
    """The game's own fast playout policy, played on the seat's determinized copy: a quick heuristic
    opponent for games whose one-ply evaluation cannot see far enough to plan."""
    return game.playout_action(info, rng)


def choose_greedy(game: Game, info: State, seat: int, legal: list[Action], level: Level, rng: Rng) -> Action:
    """One ply: each action's evaluation averaged over the same few worlds (common random numbers)."""
    samples = max(1, level.iterations)
    worlds = [info.determinize(seat, rng) for _ in range(samples)]
    best, best_score = legal[0], -1.0
    for action in legal:
        score = 0.0
        for world in worlds:
            child = world.clone()
            child.apply(action)
            score += game.evaluate(child, seat)
        if score > best_score:
            best, best_score = action, score
    return best


def choose_flat(game: Game, info: State, seat: int, legal: list[Action], level: Level, rng: Rng) -> Action:
    """Determinized flat Monte Carlo: every action tried in the same sampled worlds, best mean kept.
    With ``level.race`` it stops as soon as the leader is clear (``clear_leader``)."""
    if len(legal) == 1:
        return legal[0]
    n = len(legal)
    totals = [0.0] * n
    # Sums of products of two actions' results in the same world: the paired spread that ``clear_leader``
    # reads. Common random numbers make the pairs far less spread than either action alone.
    products = [[0.0] * n for _ in range(n)] if level.race else []
    rounds = max(1, level.iterations // n)
    deadline = time.perf_counter() + level.time_cap
    for played in range(1, rounds + 1):
        world = info.determinize(seat, rng)
        seed = rng.next_u32()
        values = []
        for action in legal:
            child = world.clone()
            child.rng = Rng(seed)  # the same dice for every candidate
            child.apply(action)
            values.append(playout(game, child, Rng(seed ^ 0x5BD1E995), level.cut)[seat])
        for i, value in enumerate(values):
            totals[i] += value
        if products:
            for i, value in enumerate(values):
                for j in range(i, n):
                    products[i][j] += value * values[j]
        if time.perf_counter() > deadline:
            break
        if products and played >= RACE_ROUNDS and played < rounds and clear_leader(totals, products, played, level):
            break
    return legal[max(range(n), key=totals.__getitem__)]


RACE_ROUNDS = 8  # a spread measured over fewer worlds than this is too unsure to stop on


def clear_leader(totals: list[float], products: list[list[float]], rounds: int, level: Level) -> bool:
    """Whether more worlds would hardly change the choice: against every other action, the leader is
    ``level.race`` standard errors ahead, or the two are within ``level.indifference`` of each other
    (a chance of winning either way) with that many standard errors to spare. Most moves are clear after
    a few dozen worlds; the time they leave unspent is the player's, and close moves still get every round."""
    best = max(range(len(totals)), key=totals.__getitem__)
    for other in range(len(totals)):
        if other == best:
            continue
        low, high = min(best, other), max(best, other)
        lead = (totals[best] - totals[other]) / rounds
        squares = products[best][best] - 2 * products[low][high] + products[other][other]
        spread = max(0.0, squares / rounds - lead * lead) * rounds / (rounds - 1)
        margin = level.race * math.sqrt(spread / rounds)
        if lead <= margin and lead + margin > level.indifference:
            return False
    return True


def choose_own(game: Game, info: State, seat: int, legal: list[Action], level: Level, rng: Rng) -> Action:
    """The game's own search, where knowing the game's chances beats sampling them."""
    if len(legal) == 1:
        return legal[0]
    return game.search(info, seat)


class _Node:
    __slots__ = ("children", "visits", "available", "total", "player")

    def __init__(self, player: int | None) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 1
        self.total = 0.0
        self.player = player  # who chose the action that leads here


def choose_ismcts(game: Game, info: State, seat: int, legal: list[Action], level: Level, rng: Rng) -> Action:
    """Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).

    Each iteration samples a world consistent with what ``seat`` sees, descends
    through the actions legal in that world by UCB with availability counts,
    adds one node, plays the fast policy for ``level.cut`` plies and scores the
    leaf with the game's evaluator.
    """
    if len(legal) == 1:
        return legal[0]
    root = _Node(None)
    c = level.exploration
    deadline = time.perf_counter() + level.time_cap
    for iteration in range(level.iterations):
        world = info.determinize(seat, rng)
        node = root
        path = [root]
        while not world.is_terminal():
            player = world.current_player()
            actions = world.legal_actions()
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = untried[rng.below(len(untried))]
                child = node.children[action] = _Node(player)
                world.apply(action)
                path.append(child)
                break
            log_term = 0.0
            best, best_score = None, -1.0
            for action in actions:
                child = node.children[action]
                child.available += 1
                log_term = math.log(child.available)
                score = child.total / child.visits + c * math.sqrt(log_term / child.visits)
                if score > best_score:
                    best, best_score = action, score
            assert best is not None
            node = node.children[best]
            world.apply(best)
            path.append(node)
        values = playout(game, world, rng, level.cut)
        for visited in path:
            visited.visits += 1
            if visited.player is not None:
                visited.total += values[visited.player]
        if iteration % 16 == 15 and (time.perf_counter() > deadline
                                     or settled(root, level.iterations - iteration - 1)):
            break
    options = [(root.children[a].visits, -i) for i, a in enumerate(legal) if a in root.children]
    if not options:
        return legal[0]
    _, neg_index = max(options)
    return legal[-neg_index]


def settled(root: _Node, remaining: int) -> bool:
    """Whether the most visited action leads the others by more visits than the iterations left could
    give them: the search would choose it anyway, so the rest of its time is not spent."""
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    return len(visits) > 1 and visits[0] - visits[1] > remaining


CHOOSERS: dict[str, Any] = {
    "random": choose_random,
    "policy": choose_policy,
    "greedy": choose_greedy,
    "flat": choose_flat,
    "ismcts": choose_ismcts,
    "own": choose_own,
}
