# break may not leave an except* clause.
print("never")
for i in range(3):
    try:
        pass
    except* ValueError:
        break
