class InsufficientFunds(Exception):
    pass
class Account:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = balance
        self.history = []
    @property
    def balance(self):
        return round(self._balance, 2)
    def deposit(self, amount, memo=""):
        if amount <= 0:
            raise ValueError(f"deposit must be positive, got {amount}")
        self._balance += amount
        self.history.append(("deposit", amount, memo))
    def withdraw(self, amount, memo=""):
        if amount > self._balance:
            raise InsufficientFunds(f"{self.owner}: balance {self.balance:.2f} < {amount:.2f}")
        self._balance -= amount
        self.history.append(("withdraw", amount, memo))
    def __repr__(self):
        return f"Account({self.owner!r}, balance={self.balance:.2f})"
def transfer(src, dst, amount):
    src.withdraw(amount, f"to {dst.owner}")
    dst.deposit(amount, f"from {src.owner}")
alice, bob = Account("alice", 100), Account("bob")
ops = [(transfer, alice, bob, 30), (transfer, bob, alice, 50), (transfer, alice, bob, 70.25), (transfer, bob, alice, 0.25)]
for fn, a, b, amt in ops:
    try:
        fn(a, b, amt)
        print(f"ok   {a.owner}->{b.owner} {amt:>7.2f} | {a!r} {b!r}")
    except InsufficientFunds as e:
        print(f"FAIL {e}")
try:
    alice.deposit(-5)
except ValueError as e:
    print("ValueError:", e)
for acct in (alice, bob):
    print(acct.owner)
    for kind, amt, memo in acct.history:
        sign = "+" if kind == "deposit" else "-"
        print(f"  {sign}{amt:>8.2f}  {memo}")
print("total money:", alice.balance + bob.balance)
