def compute():
    return x + 1
print("start")
compute()
