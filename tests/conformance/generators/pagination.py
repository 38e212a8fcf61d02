PAGES = {1: ["a", "b", "c"], 2: ["d", "e"], 3: []}
def fetch_page(n):
    print(f"fetching page {n}")
    return PAGES.get(n, [])
def all_items():
    page = 1
    while True:
        items = fetch_page(page)
        if not items:
            return
        yield from items
        page += 1
for item in all_items():
    print("item", item)
first_two = []
for it in all_items():
    first_two.append(it)
    if len(first_two) == 2:
        break
print(first_two)
