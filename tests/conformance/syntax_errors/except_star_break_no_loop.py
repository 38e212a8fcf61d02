# break outside any loop in an except* clause: the except* message comes first.
print("never")
try:
    pass
except* ValueError:
    break
