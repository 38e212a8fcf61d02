def ticker():
    ticker.count = getattr(ticker, "count", 0) + 1
    return ticker.count
for _ in range(3):
    ticker()
print(ticker.count)
def make_bank(balance):
    def deposit(x):
        nonlocal balance
        balance += x
        return balance
    def withdraw(x):
        nonlocal balance
        if x > balance:
            raise ValueError(f"insufficient funds: {balance} < {x}")
        balance -= x
        return balance
    return deposit, withdraw
dep, wd = make_bank(100)
print(dep(50), wd(30))
try:
    wd(500)
except ValueError as e:
    print(e)
