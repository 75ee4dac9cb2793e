import Foundation

public final class Favorites: ObservableObject {
  private static let key = "favoriteResourceIDs"
  private var ids: Set<String>
  private let userDefaults: UserDefaults

  public init(userDefaults: UserDefaults) {
    self.userDefaults = userDefaults
    ids = Self.load(from: userDefaults)
  }

  func contains(_ id: String) -> Bool {
    return ids.contains(id)
  }

  func reset() {
    objectWillChange.send()
    ids = Set()
    save()
  }

  func add(_ id: String) {
    objectWillChange.send()
    ids.insert(id)
    save()
  }

  func remove(_ id: String) {
    objectWillChange.send()
    ids.remove(id)
    save()
  }

  func isEmpty() -> Bool {
    return ids.isEmpty
  }

  private func save() {
    // It's a run-time exception if we pass the `Set` directly here
    let ids = Array(ids)
    userDefaults.set(ids, forKey: Favorites.key)
  }

  private static func load(from userDefaults: UserDefaults) -> Set<String> {
    if let ids = userDefaults.stringArray(forKey: key) {
      return Set(ids)
    }
    return []
  }
}
