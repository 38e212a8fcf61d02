results = []
for i in range(3):
    results.append(i * 10)
print(results)
print(results[1] / (results[0]))
