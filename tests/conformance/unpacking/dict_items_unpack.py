scores = {"ann": 90, "bob": 72, "cy": 85}
for name, score in scores.items():
    print(f"{name}: {score}")
best_name, best_score = max(scores.items(), key=lambda kv: kv[1])
print(best_name, best_score)
names, values = zip(*scores.items())
print(names, values)
k, = {"only": 1}
print(k)
(only_key, only_val), = {"single": 2}.items()
print(only_key, only_val)
