class InvalidTransition(Exception):
    pass
class Order:
    TRANSITIONS = {
        "created": {"pay": "paid", "cancel": "cancelled"},
        "paid": {"ship": "shipped", "refund": "refunded"},
        "shipped": {"deliver": "delivered", "lose": "lost"},
        "lost": {"refund": "refunded"},
    }
    def __init__(self, oid):
        self.oid = oid
        self.state = "created"
        self.log = [("init", "created")]
    def apply(self, event):
        options = self.TRANSITIONS.get(self.state, {})
        if event not in options:
            raise InvalidTransition(f"order {self.oid}: cannot {event!r} when {self.state!r} (allowed: {sorted(options) or 'none'})")
        self.state = options[event]
        self.log.append((event, self.state))
        return self
scenarios = {1: ["pay", "ship", "deliver"], 2: ["pay", "cancel"], 3: ["ship"], 4: ["pay", "ship", "lose", "refund", "refund"]}
for oid, events in scenarios.items():
    order = Order(oid)
    for ev in events:
        try:
            order.apply(ev)
        except InvalidTransition as e:
            print("!!", e)
            break
    print(oid, order.state, " -> ".join(s for _, s in order.log))
