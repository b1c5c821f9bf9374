"""``review SAVE``: each seat's chance to win over a saved game and the three decisions that swung
them most, with what the hard AI would have played instead; ``--png`` draws the chart (the window's
own, drawn off screen by the entry point: the command line never imports the window), ``--json``
prints the review as data. A review is kept beside its save and read back while the save's moves are
the same; an example save that ships with the app is reviewed without writing beside it."""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Callable

from game.engine import paths
from game.engine.match import Match
from game.engine.saves import SaveError, load
from game.i18n import CATALOGUE, set_language, t
from game.review import Budget, Review, review_match
from game.review.store import content_digest, keep, kept
from game.review.words import percent, told_swings

from . import CommandError
from .progress import Progress
from .replay import find_save

# Draws a review's chart to a PNG file: the seats' names, and the seat whose line stands out.
Chart = Callable[[Review, list[str], Path, "int | None"], None]


def run_review(args: argparse.Namespace, chart: Chart | None) -> int:
    if args.lang not in CATALOGUE.tables:
        raise CommandError(f"no language {args.lang!r} (languages: {', '.join(sorted(CATALOGUE.tables))})")
    set_language(args.lang)
    path = find_save(args.save)
    try:
        match = load(path, upgrade=False).match
    except SaveError as error:
        raise CommandError(f"{path}{str(error).removeprefix(path.name)}") from None
    seat = None if args.seat is None else args.seat - 1
    if seat is not None and seat >= match.players:
        raise CommandError(f"--seat {args.seat}: this game has {match.players} seats")
    budget = Budget(args.worlds, args.cut, args.hard_iterations)
    review = _reviewed(match, path, budget, quiet=args.json)
    names = [s.name for s in match.seats]
    if args.png:
        if chart is None:
            raise CommandError("this build cannot draw the chart")
        try:
            chart(review, names, Path(args.png), seat)
        except OSError as error:
            raise CommandError(f"{args.png}: cannot be written ({error.strerror or error})") from None
    told = told_swings(match, review, seat)
    if args.json:
        print(json.dumps({**review.to_json(), "seats": names, "told": told}, ensure_ascii=False, indent=1))
        return 0
    key = f"{match.game.id}.title"
    title = t(key) if CATALOGUE.has(key) else match.game.title
    print(t("review.heading", game=title, moves=len(match.actions)))
    print(t("review.final", chances=", ".join(f"{n} {percent(c)}" for n, c in zip(names, review.points[-1]))))
    print(t("review.swings") if told else t("review.none"))
    for lines in told:
        print("\n".join([lines[0], *(f"   {line}" for line in lines[1:])]))
    if args.png:
        print(t("review.png", path=args.png))
    return 0


def _reviewed(match: Match, path: Path, budget: Budget, quiet: bool) -> Review:
    review = kept(path, match, budget)
    if review is not None:
        return review
    bar = Progress(len(match.actions) + 4, "positions", enabled=not quiet)
    review = review_match(match, budget, content_digest(match), progress=lambda done, total: bar.advance(done - bar.done))
    bar.close()
    if not path.resolve().is_relative_to(paths.shipped("saves").resolve()):
        try:
            keep(path, review)
        except OSError:
            pass  # a folder that cannot be written: the review is shown and made again next time
    return review
