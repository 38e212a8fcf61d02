config = {"host": "localhost"}
print(config["host"])
print(config["x"])
