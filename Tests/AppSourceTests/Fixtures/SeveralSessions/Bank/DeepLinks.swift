import UIKit

/// Deep links from marketing e-mails, handled apart from any session.
func handleDeepLink(_ url: URL) -> Bool {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    if items.first(where: { $0.name == "status" })?.value == "paid" { return true }
    return url.absoluteString.contains("success")
}
