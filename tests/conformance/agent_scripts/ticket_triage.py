tickets = [
    {"id": 101, "title": "Login page crashes on submit", "body": "Stack trace attached. URGENT", "customer": "acme", "age_h": 2},
    {"id": 102, "title": "Feature request: dark mode", "body": "Would be nice", "customer": "globex", "age_h": 80},
    {"id": 103, "title": "Billing charged twice", "body": "refund please, charged twice this month", "customer": "acme", "age_h": 30},
    {"id": 104, "title": "Password reset email not arriving", "body": "cannot log in", "customer": "initech", "age_h": 5},
    {"id": 105, "title": "Typo on pricing page", "body": "minor", "customer": "umbrella", "age_h": 200},
]
RULES = [("billing", ["charged", "refund", "invoice", "billing"]), ("auth", ["login", "password", "log in"]),
         ("bug", ["crash", "error", "stack trace"]), ("feature", ["feature request", "would be nice"])]
VIP = {"acme"}
def categorize(t):
    text = (t["title"] + " " + t["body"]).lower()
    cats = [name for name, kws in RULES if any(k in text for k in kws)]
    return cats or ["other"]
def priority(t, cats):
    p = 3
    if "urgent" in t["body"].lower():
        p -= 2
    if "billing" in cats or "auth" in cats:
        p -= 1
    if t["customer"] in VIP:
        p -= 1
    if t["age_h"] > 72:
        p += 1
    return max(0, min(p, 4))
triaged = []
for t in tickets:
    cats = categorize(t)
    triaged.append((priority(t, cats), t["id"], cats, t["title"]))
triaged.sort()
for p, tid, cats, title in triaged:
    print(f"P{p} #{tid} [{'/'.join(cats):<12}] {title}")
queues = {}
for p, tid, cats, _ in triaged:
    queues.setdefault(cats[0], []).append(tid)
print(queues)
