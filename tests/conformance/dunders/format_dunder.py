class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        if spec == "short":
            return f"${self.cents // 100}"
        amount = f"{self.cents / 100:,.2f}"
        return f"${amount:>{spec}}" if spec else f"${amount}"
    def __str__(self):
        return "Money"
m = Money(1234567)
print(f"{m}", f"{m:short}", f"[{m:12}]", format(m, "short"), "{:short}".format(m), str(m))
class Plain:
    def __repr__(self):
        return "Plain!"
print(f"{Plain()}", format(Plain()), f"{Plain()!s:>10}|")
try:
    format(Plain(), "x")
except TypeError as e:
    print("TypeError:", e)
