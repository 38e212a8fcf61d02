class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account.owner} cannot withdraw {amount:.2f} (balance {account.balance:.2f})")
        self.shortfall = amount - account.balance


class Account:
    _next_id = 1000

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.log = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.log.append(("dep", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.log.append(("wd", amount))

    def __str__(self):
        return f"#{self.id} {self.owner}: {self.balance:,.2f}"


class Savings(Account):
    rate = 0.02

    def add_interest(self):
        interest = round(self.balance * self.rate, 2)
        self.deposit(interest)
        return interest


def transfer(src, dst, amount):
    src.withdraw(amount)
    dst.deposit(amount)


a = Account("ana", 100)
s = Savings("ana", 5000)
b = Account("ben")
for op in [lambda: transfer(a, b, 30), lambda: transfer(b, a, 50), lambda: b.deposit(-5), lambda: transfer(s, b, 1234.5)]:
    try:
        op()
    except InsufficientFunds as e:
        print("declined:", e, f"short by {e.shortfall:.2f}")
    except ValueError as e:
        print("invalid:", e)
print(s.add_interest())
for acct in (a, b, s):
    print(acct, acct.log)
print(isinstance(s, Account), type(s).__name__, Savings.__mro__[1].__name__)
