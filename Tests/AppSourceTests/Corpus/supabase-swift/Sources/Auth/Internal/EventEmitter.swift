import ConcurrencyExtras
import Foundation
import Logging

struct AuthStateChangeEventEmitter {
  var emitter = EventEmitter<(AuthChangeEvent, Session?)?>(
    initialEvent: nil, emitsLastEventWhenAttaching: false)
  var logger: Logging.Logger = supabaseDefaultLogger(label: "io.supabase.auth")

  func attach(_ listener: @escaping AuthStateChangeListener) -> ObservationToken {
    emitter.attach { event in
      guard let event else { return }
      listener(event.0, event.1)

      logger.trace("Auth state changed: \(event)")
    }
  }

  func emit(_ event: AuthChangeEvent, session: Session?, token: ObservationToken? = nil) {
    NotificationCenter.default.post(
      name: AuthClient.didChangeAuthStateNotification,
      object: nil,
      userInfo: [
        AuthClient.authChangeEventInfoKey: event,
        AuthClient.authChangeSessionInfoKey: session as Any,
      ]
    )

    emitter.emit((event, session), to: token)
  }
}
