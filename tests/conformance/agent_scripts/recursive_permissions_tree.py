org = {
    "name": "CEO", "budget": 0, "reports": [
        {"name": "CTO", "budget": 500, "reports": [
            {"name": "Eng Lead", "budget": 300, "reports": [
                {"name": "Dev A", "budget": 120, "reports": []},
                {"name": "Dev B", "budget": 110, "reports": []},
            ]},
            {"name": "Ops", "budget": 200, "reports": []},
        ]},
        {"name": "CFO", "budget": 250, "reports": [
            {"name": "Accountant", "budget": 90, "reports": []},
        ]},
    ],
}
def total_budget(node):
    return node["budget"] + sum(total_budget(r) for r in node["reports"])
def headcount(node):
    return 1 + sum(headcount(r) for r in node["reports"])
def chain_of_command(node, target, chain=()):
    chain = chain + (node["name"],)
    if node["name"] == target:
        return list(chain)
    for r in node["reports"]:
        found = chain_of_command(r, target, chain)
        if found:
            return found
    return None
def print_org(node, depth=0):
    print(f"{'    ' * depth}{node['name']} [team {headcount(node)}, budget {total_budget(node)}]")
    for r in sorted(node["reports"], key=lambda n: -total_budget(n)):
        print_org(r, depth + 1)
print_org(org)
print(chain_of_command(org, "Dev B"))
print(chain_of_command(org, "Intern"))
def leaves(node):
    if not node["reports"]:
        return [node["name"]]
    return [l for r in node["reports"] for l in leaves(r)]
print(leaves(org))
