tree = {
    "name": "root", "size": 0, "children": [
        {"name": "src", "size": 0, "children": [
            {"name": "main.py", "size": 1200, "children": []},
            {"name": "util.py", "size": 800, "children": []},
            {"name": "lib", "size": 0, "children": [
                {"name": "core.py", "size": 4500, "children": []},
            ]},
        ]},
        {"name": "README.md", "size": 300, "children": []},
        {"name": "tests", "size": 0, "children": [
            {"name": "test_main.py", "size": 900, "children": []},
        ]},
    ],
}
def total_size(node):
    return node["size"] + sum(total_size(c) for c in node["children"])
def render(node, prefix="", last=True, is_root=True):
    label = f"{node['name']} ({total_size(node)})"
    lines = [label] if is_root else [prefix + ("└── " if last else "├── ") + label]
    kids = node["children"]
    for i, child in enumerate(kids):
        ext = "" if is_root else prefix + ("    " if last else "│   ")
        lines.extend(render(child, ext, i == len(kids) - 1, False))
    return lines
print("\n".join(render(tree)))
def find(node, pred, path=()):
    here = path + (node["name"],)
    if pred(node):
        yield "/".join(here)
    for c in node["children"]:
        yield from find(c, pred, here)
print(list(find(tree, lambda n: n["name"].endswith(".py"))))
print(list(find(tree, lambda n: n["size"] > 1000)))
def depth(node):
    return 1 + max((depth(c) for c in node["children"]), default=0)
print("depth:", depth(tree), "files:", len(list(find(tree, lambda n: not n["children"]))))
