inventory = {"apples": 5, "pears": 0}
for item in ["apples", "pears", "plums"]:
    print(item, inventory.get(item), inventory.get(item, -1), item in inventory)
print(inventory.get("pears") or "none left")
stock = inventory.get("plums")
if stock is None:
    print("unknown item")
print(sum(inventory.values()), max(inventory, key=inventory.get), min(inventory.values()))
