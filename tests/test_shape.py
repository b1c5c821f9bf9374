"""The code's shape: imports point one way with no cycle, and every game package reads the same way."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
# Who may import whom: a layer imports only from the layers listed for it (and itself).
LAYERS = {
    "engine": {"engine", "i18n"},
    "games": {"engine", "games", "i18n"},
    "ai": {"engine", "ai", "i18n"},
    "net": {"engine", "games", "ai", "net", "i18n"},
    "review": {"engine", "games", "ai", "review", "i18n"},
    "cli": {"engine", "games", "ai", "net", "review", "cli", "i18n"},
    "i18n": {"i18n"},
    "ui": {"engine", "games", "ai", "net", "review", "i18n", "ui"},
}
PACKAGE_SHAPE = ("__init__.py", "cards.py", "state.py", "rules/__init__.py", "view.py", "information.py", "rulings.md")
# The libraries only the network code may use: the rules, the engine and the AI stay free of them.
NETWORK_LIBRARIES = ("websockets", "zeroconf", "spake2", "cryptography")


def module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path, known: set[str]) -> set[str]:
    """Every project module a file imports, function-level imports included; imports under
    ``if TYPE_CHECKING:`` are annotations and do not count."""
    me = module_of(path)
    package = me if path.name == "__init__.py" else me.rsplit(".", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for b in node.body for n in ast.walk(b))
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            out.add(target)
            out.update(f"{target}.{a.name}" for a in node.names)
    return {m for m in out if m in known and m != me}


def graph() -> dict[str, set[str]]:
    files = {module_of(p): p for p in GAME.rglob("*.py") if "__pycache__" not in p.parts}
    known = set(files)
    return {m: imports(p, known) for m, p in files.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def layer(module: str) -> str:
    """``game.engine.x`` is in the engine layer; ``game`` and ``game.__main__`` (the entry point,
    which may open the window) are in no layer."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "root"


def test_no_import_cycle_anywhere_under_game() -> None:
    assert cycles(graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_imports_point_downward() -> None:
    wrong = sorted(f"{m} -> {t}" for m, targets in graph().items() for t in targets
                   if layer(m) in LAYERS and layer(t) in LAYERS and layer(t) not in LAYERS[layer(m)])
    assert wrong == []


def libraries(module: str) -> set[str]:
    """The top-level names a module imports, the project's own and other libraries alike."""
    path = ROOT / (module.replace(".", "/") + ".py")
    if not path.exists():
        path = ROOT / module.replace(".", "/") / "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) if not n.level}
    return {name.split(".")[0] for name in names}


def test_no_engine_module_imports_pygame() -> None:
    headless = [m for m in graph() if layer(m) in ("engine", "games", "ai", "net", "review", "cli", "i18n")]
    for module in headless:
        assert "pygame" not in libraries(module), module


def test_the_engine_the_rules_and_the_ai_import_no_network_library() -> None:
    for module in [m for m in graph() if layer(m) in ("engine", "games", "ai", "i18n")]:
        assert not libraries(module) & set(NETWORK_LIBRARIES), module


GAMES = sorted(p for p in (GAME / "games").iterdir() if (p / "__init__.py").exists())


@pytest.mark.parametrize("package", GAMES, ids=lambda p: p.name)
def test_each_game_package_has_the_agreed_modules(package: Path) -> None:
    missing = [name for name in PACKAGE_SHAPE if not (package / name).exists()]
    assert missing == []
    assert (package / "ai.py").exists() or (package / "ai" / "__init__.py").exists()
    assert not (package / "rules.py").exists(), "the rules are a package of chapters"


@pytest.mark.parametrize("package", GAMES, ids=lambda p: p.name)
def test_no_rules_chapter_imports_a_sibling(package: Path) -> None:
    chapters = {p.stem for p in (package / "rules").glob("*.py") if p.stem != "__init__"}
    base = module_of(package / "rules" / "__init__.py")
    known = {f"{base}.{c}" for c in chapters}
    for chapter in chapters:
        path = package / "rules" / f"{chapter}.py"
        assert imports(path, known) == set(), f"{path.relative_to(ROOT)} imports a sibling chapter"
