DATABASE = [{"id": i, "title": f"Post {i}", "likes": (i * 37) % 101} for i in range(1, 28)]
def fetch_page(cursor=0, limit=10):
    page = DATABASE[cursor:cursor + limit]
    next_cursor = cursor + limit if cursor + limit < len(DATABASE) else None
    return {"items": page, "next": next_cursor}
def iterate_all(limit=10):
    cursor = 0
    pages = 0
    while cursor is not None:
        resp = fetch_page(cursor, limit)
        pages += 1
        print(f"fetched page {pages}: {len(resp['items'])} items (cursor={cursor})")
        yield from resp["items"]
        cursor = resp["next"]
popular = [p for p in iterate_all(limit=8) if p["likes"] > 70]
print("popular:", [(p["id"], p["likes"]) for p in popular])
def first_matching(pred):
    for post in iterate_all():
        if pred(post):
            return post
    return None
print(first_matching(lambda p: p["likes"] == 0))
print(first_matching(lambda p: p["likes"] > 99))
total_likes = sum(p["likes"] for p in iterate_all(limit=100))
print("total likes:", total_likes)
