import Foundation
import Helpers

/// The set of PostgREST comparison operators available for use with
/// ``PostgrestRequestBuilder/not(_:operator:value:)`` and
/// ``PostgrestRequestBuilder/filter(_:operator:value:)``.
///
/// Most operators have dedicated convenience methods (e.g., ``PostgrestRequestBuilder/eq(_:value:)``,
/// ``PostgrestRequestBuilder/gt(_:value:)``). Use ``PostgrestOperator`` directly only when you need
/// `not(_:operator:value:)` or the raw `filter(_:operator:value:)` escape hatch.
///
/// > Note: This is a top-level type aliased onto ``PostgrestRequestBuilder`` as `Operator` (see
/// > below) rather than declared as a nested type there — a struct nested inside an extension of a
/// > generic type is a distinct type per generic specialization, which would make
/// > `PostgrestQueryBuilder.Operator`, `PostgrestFilterBuilder.Operator`, and
/// > `PostgrestTransformBuilder.Operator` three unrelated types instead of one shared type.
public struct PostgrestOperator: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String

  /// Creates a ``PostgrestOperator`` from a raw string value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a ``PostgrestOperator`` from a string literal.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// Equals (`=`).
  public static let eq: PostgrestOperator = "eq"
  /// Not equals (`!=`).
  public static let neq: PostgrestOperator = "neq"
  /// Greater than (`>`).
  public static let gt: PostgrestOperator = "gt"
  /// Greater than or equal (`>=`).
  public static let gte: PostgrestOperator = "gte"
  /// Less than (`<`).
  public static let lt: PostgrestOperator = "lt"
  /// Less than or equal (`<=`).
  public static let lte: PostgrestOperator = "lte"
  /// Case-sensitive LIKE pattern match.
  public static let like: PostgrestOperator = "like"
  /// Case-insensitive ILIKE pattern match.
  public static let ilike: PostgrestOperator = "ilike"
  /// Case-sensitive regex match.
  public static let match: PostgrestOperator = "match"
  /// Case-insensitive regex match.
  public static let imatch: PostgrestOperator = "imatch"
  /// IS (for NULL / boolean checks).
  public static let `is`: PostgrestOperator = "is"
  /// IS DISTINCT FROM.
  public static let isdistinct: PostgrestOperator = "isdistinct"
  /// IN — value is in a list.
  public static let `in`: PostgrestOperator = "in"
  /// Contains (`@>`).
  public static let cs: PostgrestOperator = "cs"
  /// Contained by (`<@`).
  public static let cd: PostgrestOperator = "cd"
  /// Range strictly left of (`<<`).
  public static let sl: PostgrestOperator = "sl"
  /// Range strictly right of (`>>`).
  public static let sr: PostgrestOperator = "sr"
  /// Range does not extend to the left (`&>`).
  public static let nxl: PostgrestOperator = "nxl"
  /// Range does not extend to the right (`&<`).
  public static let nxr: PostgrestOperator = "nxr"
  /// Range is adjacent (`-|-`).
  public static let adj: PostgrestOperator = "adj"
  /// Overlaps (`&&`).
  public static let ov: PostgrestOperator = "ov"
  /// Full-text search using `to_tsquery`.
  public static let fts: PostgrestOperator = "fts"
  /// Full-text search using `plainto_tsquery`.
  public static let plfts: PostgrestOperator = "plfts"
  /// Full-text search using `phraseto_tsquery`.
  public static let phfts: PostgrestOperator = "phfts"
  /// Full-text search using `websearch_to_tsquery`.
  public static let wfts: PostgrestOperator = "wfts"
}

extension PostgrestRequestBuilder {
  /// See ``PostgrestOperator``.
  public typealias Operator = PostgrestOperator
}

// The filter methods available while the request is still in a filterable phase. The overview
// prose and curated `## Topics` groups for these live on the ``PostgrestFilterBuilder`` type alias
// in `PostgrestRequestBuilder.swift` — DocC discards doc comments written on `extension` blocks,
// so a `///` comment here would never be rendered.
extension PostgrestRequestBuilder where Phase: PostgrestFilterablePhase {
  // MARK: - Filters

  /// Negates the specified filter using the PostgREST `not.<operator>` syntax.
  ///
  /// Use this to invert any of the standard comparison operators defined in ``Operator``.
  ///
  /// ```swift
  /// // Rows where status is NOT 'active'
  /// .not("status", operator: .eq, value: "active")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - op: The ``Operator`` to negate.
  ///   - value: The filter value.
  /// - Returns: The same builder value so calls can be chained.
  public func not(
    _ column: String,
    operator op: Operator,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(
      URLQueryItem(name: column, value: "not.\(op.rawValue).\(queryValue)")
    )
    return copy
  }

  /// Combines multiple filters with an OR condition.
  ///
  /// The `filters` value must be a raw PostgREST filter string, for example
  /// `"done.eq.true,priority.gt.3"`. To target an embedded (referenced) table, pass its
  /// name via `referencedTable`.
  ///
  /// ```swift
  /// // Rows where done is true OR priority > 3
  /// .or("done.eq.true,priority.gt.3")
  /// ```
  ///
  /// - Parameters:
  ///   - filters: A comma-separated list of PostgREST filter expressions combined with OR logic.
  ///   - referencedTable: The name of an embedded table to apply the OR filter on. Defaults to `nil`.
  /// - Returns: The same builder value so calls can be chained.
  public func or(
    _ filters: any PostgrestFilterValue,
    referencedTable: String? = nil
  ) -> Self {
    let key = referencedTable.map { "\($0).or" } ?? "or"
    let queryValue = filters.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: key, value: "(\(queryValue))"))
    return copy
  }

  /// Matches only rows where `column` equals `value`.
  ///
  /// To test for NULL, use ``is(_:value:)`` instead — `NULL = NULL` is false in SQL.
  ///
  /// ```swift
  /// // Rows where status equals "active"
  /// .eq("status", value: "active")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func eq(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "eq.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` is not equal to `value`.
  ///
  /// ```swift
  /// // Rows where status is not "inactive"
  /// .neq("status", value: "inactive")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func neq(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "neq.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` is greater than `value`.
  ///
  /// ```swift
  /// // Rows where score is greater than 100
  /// .gt("score", value: 100)
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func gt(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "gt.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` is greater than or equal to `value`.
  ///
  /// ```swift
  /// // Rows where score is at least 100
  /// .gte("score", value: 100)
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func gte(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "gte.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` is less than `value`.
  ///
  /// ```swift
  /// // Rows where age is under 18
  /// .lt("age", value: 18)
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func lt(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "lt.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` is less than or equal to `value`.
  ///
  /// ```swift
  /// // Rows where age is 18 or under
  /// .lte("age", value: 18)
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func lte(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "lte.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches `pattern` case-sensitively using SQL LIKE.
  ///
  /// Use `%` as a wildcard for any sequence of characters and `_` for a single character.
  ///
  /// ```swift
  /// // Rows where name starts with "Jo"
  /// .like("name", pattern: "Jo%")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - pattern: The LIKE pattern to match against.
  /// - Returns: The same builder value so calls can be chained.
  public func like(
    _ column: String,
    pattern: any PostgrestFilterValue
  ) -> Self {
    let queryValue = pattern.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "like.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches **all** of the supplied LIKE `patterns` case-sensitively.
  ///
  /// ```swift
  /// // Rows where name starts with "J" and ends with "n"
  /// .likeAllOf("name", patterns: ["J%", "%n"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - patterns: The LIKE patterns that must all match.
  /// - Returns: The same builder value so calls can be chained.
  public func likeAllOf(
    _ column: String,
    patterns: [some PostgrestFilterValue]
  ) -> Self {
    let queryValue = patterns.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "like(all).\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches **any** of the supplied LIKE `patterns` case-sensitively.
  ///
  /// ```swift
  /// // Rows where name starts with "Jo" or "Ma"
  /// .likeAnyOf("name", patterns: ["Jo%", "Ma%"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - patterns: The LIKE patterns, at least one of which must match.
  /// - Returns: The same builder value so calls can be chained.
  public func likeAnyOf(
    _ column: String,
    patterns: [some PostgrestFilterValue]
  ) -> Self {
    let queryValue = patterns.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "like(any).\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches `pattern` case-insensitively using SQL ILIKE.
  ///
  /// Use `%` as a wildcard for any sequence of characters and `_` for a single character.
  ///
  /// ```swift
  /// // Rows where name starts with "jo" (case-insensitive)
  /// .ilike("name", pattern: "jo%")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - pattern: The ILIKE pattern to match against.
  /// - Returns: The same builder value so calls can be chained.
  public func ilike(
    _ column: String,
    pattern: any PostgrestFilterValue
  ) -> Self {
    let queryValue = pattern.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "ilike.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches **all** of the supplied ILIKE `patterns` case-insensitively.
  ///
  /// ```swift
  /// // Rows where name starts with "j" and ends with "n" (case-insensitive)
  /// .iLikeAllOf("name", patterns: ["j%", "%n"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - patterns: The ILIKE patterns that must all match.
  /// - Returns: The same builder value so calls can be chained.
  public func iLikeAllOf(
    _ column: String,
    patterns: [some PostgrestFilterValue]
  ) -> Self {
    let queryValue = patterns.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "ilike(all).\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches **any** of the supplied ILIKE `patterns` case-insensitively.
  ///
  /// ```swift
  /// // Rows where name starts with "jo" or "ma" (case-insensitive)
  /// .iLikeAnyOf("name", patterns: ["jo%", "ma%"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - patterns: The ILIKE patterns, at least one of which must match.
  /// - Returns: The same builder value so calls can be chained.
  public func iLikeAnyOf(
    _ column: String,
    patterns: [some PostgrestFilterValue]
  ) -> Self {
    let queryValue = patterns.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "ilike(any).\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches the regular expression `pattern` case-sensitively.
  ///
  /// Uses PostgreSQL's `~` operator. The pattern must be a valid POSIX regular expression.
  ///
  /// ```swift
  /// // Rows where email ends with "@supabase.io"
  /// .match("email", pattern: "@supabase\\.io$")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - pattern: The POSIX regular expression to match against.
  /// - Returns: The same builder value so calls can be chained.
  public func match(
    _ column: String,
    pattern: any PostgrestFilterValue
  ) -> Self {
    let queryValue = pattern.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "match.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches the regular expression `pattern` case-insensitively.
  ///
  /// Uses PostgreSQL's `~*` operator. The pattern must be a valid POSIX regular expression.
  ///
  /// ```swift
  /// // Rows where email ends with "@supabase.io" (case-insensitive)
  /// .imatch("email", pattern: "@supabase\\.io$")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - pattern: The POSIX regular expression to match against.
  /// - Returns: The same builder value so calls can be chained.
  public func imatch(
    _ column: String,
    pattern: any PostgrestFilterValue
  ) -> Self {
    let queryValue = pattern.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "imatch.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` IS `value`.
  ///
  /// Use this filter to check for `NULL` or boolean values. Unlike ``eq(_:value:)``, this filter
  /// correctly handles `NULL` comparisons because it uses the SQL `IS` operator rather than `=`.
  ///
  /// ```swift
  /// // Rows where deleted_at IS NULL
  /// .is("deleted_at", value: nil)
  ///
  /// // Rows where active IS TRUE
  /// .is("active", value: true)
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: `true`, `false`, or `nil` (for NULL).
  /// - Returns: The same builder value so calls can be chained.
  public func `is`(
    _ column: String,
    value: Bool?
  ) -> Self {
    // `Optional` is not a `PostgrestFilterValue`, so spell the NULL case out here.
    let queryValue = value.map(\.rawValue) ?? "NULL"
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "is.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` IS DISTINCT FROM `value`.
  ///
  /// Unlike ``neq(_:value:)``, this operator treats `NULL` as a comparable value: `NULL IS DISTINCT
  /// FROM NULL` evaluates to `false`, whereas `NULL != NULL` evaluates to `true` (unknown).
  ///
  /// ```swift
  /// // Rows where deleted_at IS DISTINCT FROM NULL (i.e. has a value)
  /// .isDistinct("deleted_at", value: "null")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against using IS DISTINCT FROM.
  /// - Returns: The same builder value so calls can be chained.
  public func isDistinct(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "isdistinct.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` is one of the values in `values`.
  ///
  /// Equivalent to a SQL `IN (...)` clause.
  ///
  /// ```swift
  /// // Rows where status is "active" or "pending"
  /// .in("status", values: ["active", "pending"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - values: The list of acceptable values.
  /// - Returns: The same builder value so calls can be chained.
  public func `in`(
    _ column: String,
    values: [any PostgrestFilterValue]
  ) -> Self {
    let queryValues = values.map { escapePostgRESTFilterValue($0.rawValue) }
    var copy = self
    copy.request.query.append(
      URLQueryItem(
        name: column,
        value: "in.(\(queryValues.joined(separator: ",")))"
      )
    )
    return copy
  }

  /// Matches only rows where `column` is not one of the values in `values`.
  ///
  /// The negation of ``in(_:values:)``.
  ///
  /// ```swift
  /// // Rows where status is NOT "archived" or "deleted"
  /// .notIn("status", values: ["archived", "deleted"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - values: The list of values to exclude.
  /// - Returns: The same builder value so calls can be chained.
  public func notIn(
    _ column: String,
    values: [any PostgrestFilterValue]
  ) -> Self {
    let queryValues = values.map { escapePostgRESTFilterValue($0.rawValue) }
    var copy = self
    copy.request.query.append(
      URLQueryItem(
        name: column,
        value: "not.in.(\(queryValues.joined(separator: ",")))"
      )
    )
    return copy
  }

  /// Matches only rows where `column` contains every element in `value`.
  ///
  /// Applies the `@>` containment operator. Only relevant for `jsonb`, array, and range columns.
  ///
  /// ```swift
  /// // Rows where the tags array contains both "swift" and "ios"
  /// .contains("tags", value: ["swift", "ios"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The `jsonb`, array, or range column to filter on.
  ///   - value: The `jsonb`, array, or range value that `column` must contain.
  /// - Returns: The same builder value so calls can be chained.
  public func contains(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "cs.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` is contained by `value`.
  ///
  /// Applies the `<@` containment operator. Only relevant for `jsonb`, array, and range columns.
  ///
  /// ```swift
  /// // Rows where the tags array is a subset of ["swift", "ios", "macos"]
  /// .containedBy("tags", value: ["swift", "ios", "macos"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The `jsonb`, array, or range column to filter on.
  ///   - value: The `jsonb`, array, or range value that must contain every element in `column`.
  /// - Returns: The same builder value so calls can be chained.
  public func containedBy(
    _ column: String,
    value: some PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "cd.\(queryValue)"))
    return copy
  }

  /// Matches only rows where every element in `column` is strictly less than every element in `range`.
  ///
  /// Applies the `<<` (strictly left of) range operator. Only relevant for range columns.
  ///
  /// ```swift
  /// // Rows where the scheduled range is entirely before [2024-01-01, 2024-06-01)
  /// .rangeLt("scheduled", range: "[2024-01-01,2024-06-01)")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - range: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeLt(
    _ column: String,
    range: any PostgrestFilterValue
  ) -> Self {
    let queryValue = range.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "sl.\(queryValue)"))
    return copy
  }

  /// Matches only rows where every element in `column` is strictly greater than every element in `range`.
  ///
  /// Applies the `>>` (strictly right of) range operator. Only relevant for range columns.
  ///
  /// ```swift
  /// // Rows where the scheduled range is entirely after [2024-01-01, 2024-06-01)
  /// .rangeGt("scheduled", range: "[2024-01-01,2024-06-01)")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - range: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeGt(
    _ column: String,
    range: any PostgrestFilterValue
  ) -> Self {
    let queryValue = range.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "sr.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` does not extend to the left of `range`.
  ///
  /// Applies the `&>` (does not extend to left) range operator. Only relevant for range columns.
  ///
  /// ```swift
  /// // Rows where the scheduled range does not extend before 2024-01-01
  /// .rangeGte("scheduled", range: "[2024-01-01,)")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - range: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeGte(
    _ column: String,
    range: any PostgrestFilterValue
  ) -> Self {
    let queryValue = range.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "nxl.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` does not extend to the right of `range`.
  ///
  /// Applies the `&<` (does not extend to right) range operator. Only relevant for range columns.
  ///
  /// ```swift
  /// // Rows where the scheduled range does not extend past 2024-12-31
  /// .rangeLte("scheduled", range: "[,2024-12-31]")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - range: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeLte(
    _ column: String,
    range: any PostgrestFilterValue
  ) -> Self {
    let queryValue = range.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "nxr.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` and `range` are adjacent (no gap between them).
  ///
  /// Applies the `-|-` (adjacent to) range operator. There must be no element that lies between
  /// the two ranges. Only relevant for range columns.
  ///
  /// ```swift
  /// // Rows where the scheduled range is adjacent to [2024-01-01, 2024-06-01)
  /// .rangeAdjacent("scheduled", range: "[2024-01-01,2024-06-01)")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - range: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeAdjacent(
    _ column: String,
    range: any PostgrestFilterValue
  ) -> Self {
    let queryValue = range.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "adj.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` and `value` share at least one element.
  ///
  /// Applies the `&&` overlap operator. Only relevant for array and range columns.
  ///
  /// ```swift
  /// // Rows where the tags array overlaps with ["swift", "ios"]
  /// .overlaps("tags", value: ["swift", "ios"])
  /// ```
  ///
  /// - Parameters:
  ///   - column: The array or range column to filter on.
  ///   - value: The array or range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func overlaps(
    _ column: String,
    value: any PostgrestFilterValue
  ) -> Self {
    let queryValue = value.rawValue
    var copy = self
    copy.request.query.append(URLQueryItem(name: column, value: "ov.\(queryValue)"))
    return copy
  }

  /// Matches only rows where `column` matches the full-text search `query`.
  ///
  /// Only relevant for `text` and `tsvector` columns. The `config` parameter selects the
  /// text search configuration (dictionary) to use; omit it to use the database default.
  /// The `type` parameter controls how the query text is converted to a `tsquery` expression.
  ///
  /// ```swift
  /// // Basic full-text search
  /// .textSearch("content", query: "swift programming")
  ///
  /// // Web-search syntax with a specific language configuration
  /// .textSearch("content", query: "swift OR ios", config: "english", type: .websearch)
  /// ```
  ///
  /// - Parameters:
  ///   - column: The `text` or `tsvector` column to search.
  ///   - query: The search query text.
  ///   - config: The text search configuration name (e.g., `"english"`). Defaults to `nil`.
  ///   - type: The query conversion strategy. See ``TextSearchType``. Defaults to `nil` (uses `to_tsquery`).
  /// - Returns: The same builder value so calls can be chained.
  public func textSearch(
    _ column: String,
    query: any PostgrestFilterValue,
    config: String? = nil,
    type: TextSearchType? = nil
  ) -> Self {
    let queryValue = query.rawValue
    let configPart = config.map { "(\($0))" }

    var copy = self
    copy.request.query.append(
      URLQueryItem(
        name: column, value: "\(type?.rawValue ?? "")fts\(configPart ?? "").\(queryValue)"
      )
    )
    return copy
  }

  /// Matches only rows where `column` matches the full-text search `query` using `to_tsquery`.
  ///
  /// This is a convenience wrapper around ``textSearch(_:query:config:type:)`` with no ``TextSearchType``.
  ///
  /// ```swift
  /// // Rows where content matches the full-text query "swift & programming"
  /// .fts("content", query: "swift & programming", config: "english")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The `text` or `tsvector` column to search.
  ///   - query: The search query text.
  ///   - config: The text search configuration name. Defaults to `nil`.
  /// - Returns: The same builder value so calls can be chained.
  public func fts(
    _ column: String,
    query: any PostgrestFilterValue,
    config: String? = nil
  ) -> Self {
    textSearch(column, query: query, config: config, type: nil)
  }

  /// Matches only rows that satisfy a raw PostgREST filter expression.
  ///
  /// This is an escape hatch for filters not covered by the typed convenience methods. The
  /// `operator` and `value` strings are sent to PostgREST as-is and must follow
  /// [PostgREST syntax](https://postgrest.org/en/stable/api.html#operators). You are responsible
  /// for sanitizing user-supplied values to prevent injection.
  ///
  /// ```swift
  /// // Equivalent to .eq("status", value: "active")
  /// .filter("status", operator: "eq", value: "active")
  /// ```
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - operator: The PostgREST operator string (e.g., `"eq"`, `"gt"`, `"cs"`).
  ///   - value: The filter value string, already formatted for PostgREST.
  /// - Returns: The same builder value so calls can be chained.
  public func filter(
    _ column: String,
    operator: String,
    value: String
  ) -> Self {
    var copy = self
    copy.request.query.append(
      URLQueryItem(
        name: column,
        value: "\(`operator`).\(value)"
      ))
    return copy
  }

  /// Matches only rows where each key in `query` equals its associated value.
  ///
  /// This is shorthand for chaining multiple ``eq(_:value:)`` calls with AND logic.
  ///
  /// ```swift
  /// // Rows where done is false AND priority is 1
  /// .match(["done": false, "priority": 1])
  /// ```
  ///
  /// - Parameter query: A dictionary mapping column names to filter values.
  /// - Returns: The same builder value so calls can be chained.
  public func match(
    _ query: [String: any PostgrestFilterValue]
  ) -> Self {
    let query = query.mapValues(\.rawValue)
    var copy = self
    for (key, value) in query {
      copy.request.query.append(
        URLQueryItem(
          name: key,
          value: "eq.\(value.rawValue)"
        ))
    }
    return copy
  }

  // MARK: - Filter Semantic Improvements

  /// Matches only rows where `column` equals `value`.
  ///
  /// This is a semantic alias for ``eq(_:value:)``.
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func equals(
    _ column: String,
    value: String
  ) -> Self {
    eq(column, value: value)
  }

  /// Matches only rows where `column` is not equal to `value`.
  ///
  /// This is a semantic alias for ``neq(_:value:)``.
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func notEquals(
    _ column: String,
    value: String
  ) -> Self {
    neq(column, value: value)
  }

  /// Matches only rows where `column` is greater than `value`.
  ///
  /// This is a semantic alias for ``gt(_:value:)``.
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func greaterThan(
    _ column: String,
    value: String
  ) -> Self {
    gt(column, value: value)
  }

  /// Matches only rows where `column` is greater than or equal to `value`.
  ///
  /// This is a semantic alias for ``gte(_:value:)``.
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func greaterThanOrEquals(
    _ column: String,
    value: String
  ) -> Self {
    gte(column, value: value)
  }

  /// Matches only rows where `column` is less than `value`.
  ///
  /// This is a semantic alias for ``lt(_:value:)``.
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func lowerThan(
    _ column: String,
    value: String
  ) -> Self {
    lt(column, value: value)
  }

  /// Matches only rows where `column` is less than or equal to `value`.
  ///
  /// This is a semantic alias for ``lte(_:value:)``.
  ///
  /// - Parameters:
  ///   - column: The column to filter on.
  ///   - value: The value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func lowerThanOrEquals(
    _ column: String,
    value: String
  ) -> Self {
    lte(column, value: value)
  }

  /// Matches only rows where `column` is strictly less than `range`.
  ///
  /// This is a semantic alias for ``rangeLt(_:range:)``.
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - range: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeLowerThan(
    _ column: String,
    range: String
  ) -> Self {
    rangeLt(column, range: range)
  }

  /// Matches only rows where `column` is strictly greater than `value`.
  ///
  /// This is a semantic alias for ``rangeGt(_:range:)``.
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - value: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeGreaterThan(
    _ column: String,
    value: String
  ) -> Self {
    rangeGt(column, range: value)
  }

  /// Matches only rows where `column` does not extend to the left of `value`.
  ///
  /// This is a semantic alias for ``rangeGte(_:range:)``.
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - value: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeGreaterThanOrEquals(
    _ column: String,
    value: String
  ) -> Self {
    rangeGte(column, range: value)
  }

  /// Matches only rows where `column` does not extend to the right of `value`.
  ///
  /// This is a semantic alias for ``rangeLte(_:range:)``.
  ///
  /// - Parameters:
  ///   - column: The range column to filter on.
  ///   - value: The range value to compare against.
  /// - Returns: The same builder value so calls can be chained.
  public func rangeLowerThanOrEquals(
    _ column: String,
    value: String
  ) -> Self {
    rangeLte(column, range: value)
  }

  /// Matches only rows where `column` matches the full-text search `query` using `to_tsquery`.
  ///
  /// This is a semantic alias for ``fts(_:query:config:)``.
  ///
  /// - Parameters:
  ///   - column: The `text` or `tsvector` column to search.
  ///   - query: The search query text.
  ///   - config: The text search configuration name. Defaults to `nil`.
  /// - Returns: The same builder value so calls can be chained.
  public func fullTextSearch(
    _ column: String,
    query: String,
    config: String? = nil
  ) -> Self {
    fts(column, query: query, config: config)
  }

  /// Matches only rows where `column` matches the full-text search `query` using `plainto_tsquery`.
  ///
  /// This is a semantic alias for ``textSearch(_:query:config:type:)`` with ``TextSearchType/plain``.
  ///
  /// - Parameters:
  ///   - column: The `text` or `tsvector` column to search.
  ///   - query: The search query text.
  ///   - config: The text search configuration name. Defaults to `nil`.
  /// - Returns: The same builder value so calls can be chained.
  public func plainToFullTextSearch(
    _ column: String,
    query: String,
    config: String? = nil
  ) -> Self {
    textSearch(column, query: query, config: config, type: .plain)
  }

  /// Matches only rows where `column` matches the full-text search `query` using `phraseto_tsquery`.
  ///
  /// This is a semantic alias for ``textSearch(_:query:config:type:)`` with ``TextSearchType/phrase``.
  ///
  /// - Parameters:
  ///   - column: The `text` or `tsvector` column to search.
  ///   - query: The search query text.
  ///   - config: The text search configuration name. Defaults to `nil`.
  /// - Returns: The same builder value so calls can be chained.
  public func phraseToFullTextSearch(
    _ column: String,
    query: String,
    config: String? = nil
  ) -> Self {
    textSearch(column, query: query, config: config, type: .phrase)
  }

  /// Matches only rows where `column` matches the full-text search `query` using `websearch_to_tsquery`.
  ///
  /// This is a semantic alias for ``textSearch(_:query:config:type:)`` with ``TextSearchType/websearch``.
  ///
  /// - Parameters:
  ///   - column: The `text` or `tsvector` column to search.
  ///   - query: The search query text.
  ///   - config: The text search configuration name. Defaults to `nil`.
  /// - Returns: The same builder value so calls can be chained.
  public func webFullTextSearch(
    _ column: String,
    query: String,
    config: String? = nil
  ) -> Self {
    textSearch(column, query: query, config: config, type: .websearch)
  }
}
