import Foundation
import PostgREST
import Testing

struct Todo: Codable, Hashable {
  let id: UUID
  var description: String
  var isComplete: Bool
  var tags: [String]
  let createdAt: Date

  enum CodingKeys: String, CodingKey {
    case id
    case description
    case isComplete = "is_complete"
    case tags
    case createdAt = "created_at"
  }
}

struct NewTodo: Codable, Hashable {
  var description: String
  var isComplete: Bool = false
  var tags: [String]

  enum CodingKeys: String, CodingKey {
    case description
    case isComplete = "is_complete"
    case tags
  }
}

struct User: Codable, Hashable {
  let email: String
}

@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["INTEGRATION_TESTS"] != nil)
)
struct PostgrestIntegrationTests {
  let client = PostgrestClient(
    url: URL(string: "\(DotEnv.SUPABASE_URL)/rest/v1")!,
    headers: [
      "Apikey": DotEnv.SUPABASE_PUBLISHABLE_KEY
    ]
  )

  init() async throws {
    // Run fresh test by deleting test data. Delete without a where clause isn't supported, so have
    // to do this `neq` trick to delete all data. For users, only delete rows with email (test data),
    // leaving seed data with username intact.
    try await client.from("todos").delete().neq("id", value: UUID().uuidString).execute()
    try await client.from("users").delete().not("email", operator: .is, value: JSONValue.null)
      .execute()
  }

  @Test
  func integration() async throws {
    var todos: [Todo] = try await client.from("todos").select().execute().value
    #expect(todos == [])

    let insertedTodo: Todo = try await client.from("todos")
      .insert(
        NewTodo(
          description: "Implement integration tests for postgrest-swift",
          tags: ["tag 01", "tag 02"]
        ),
        returning: .representation
      )
      .single()
      .execute()
      .value

    todos = try await client.from("todos").select().execute().value
    #expect(todos == [insertedTodo])

    let insertedTodos: [Todo] = try await client.from("todos")
      .insert(
        [
          NewTodo(description: "Make supabase swift libraries production ready", tags: ["tag 01"]),
          NewTodo(description: "Drink some coffee", tags: ["tag 02"]),
        ],
        returning: .representation
      )
      .execute()
      .value

    todos = try await client.from("todos").select().execute().value
    #expect(todos == [insertedTodo] + insertedTodos)

    let drinkCoffeeTodo = insertedTodos[1]
    let updatedTodo: Todo = try await client.from("todos")
      .update(["is_complete": true])
      .eq("id", value: drinkCoffeeTodo.id.uuidString)
      .single()
      .execute()
      .value
    #expect(updatedTodo.isComplete)

    let completedTodos: [Todo] = try await client.from("todos")
      .select()
      .eq("is_complete", value: true)
      .execute()
      .value
    #expect(completedTodos == [updatedTodo])

    try await client.from("todos").delete().eq("is_complete", value: true).execute()
    todos = try await client.from("todos").select().execute().value
    #expect(completedTodos.allSatisfy { todo in !todos.contains(todo) })

    let todosWithSpecificTag: [Todo] = try await client.from("todos").select()
      .contains("tags", value: ["tag 01"]).execute().value
    #expect(todosWithSpecificTag == [insertedTodo, insertedTodos[0]])
  }

  @Test
  func queryWithPlusSign() async throws {
    let users = [
      User(email: "johndoe@mail.com"),
      User(email: "johndoe+test1@mail.com"),
      User(email: "johndoe+test2@mail.com"),
    ]

    try await client.from("users").insert(users).execute()

    let fetchedUsers: [User] = try await client.from("users").select()
      .ilike("email", pattern: "johndoe+test%").execute().value
    #expect(fetchedUsers[...] == users[1...2])
  }
}
