//
//  AuthClientTests.swift
//
//
//  Created by Guilherme Souza on 23/10/23.
//

import ConcurrencyExtras
import CustomDump
import Foundation
import Helpers
import InlineSnapshotTesting
import Mocker
import TestHelpers
import Testing

@_spi(Experimental) @testable import Auth

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(AuthenticationServices)
  import AuthenticationServices
#endif

extension AuthMockerTests {
  @Suite(.mockerSerialized, .mainSerialExecutorSerialized)
  struct AuthClientTests {
    let storage = InMemoryLocalStorage()

    init() {
      Mocker.removeAll()
    }

    @Test
    func onAuthStateChanges() async throws {
      await withMainSerialExecutor {
        let session = Session.validSession
        let sut = makeSUT()
        Dependencies[sut.clientID].sessionStorage.store(session)

        let events = LockIsolated([AuthChangeEvent]())

        let handle = await sut.onAuthStateChange { event, _ in
          events.withValue {
            $0.append(event)
          }
        }

        expectNoDifference(events.value, [.initialSession])

        handle.remove()
      }
    }

    @Test
    func authStateChanges() async throws {
      await withMainSerialExecutor {
        let session = Session.validSession
        let sut = makeSUT()
        Dependencies[sut.clientID].sessionStorage.store(session)

        let stateChange = await sut.authStateChanges.first { _ in true }
        expectNoDifference(stateChange?.event, .initialSession)
        expectNoDifference(stateChange?.session, session)
      }
    }

    @Test
    func signOut() async throws {
      try await withMainSerialExecutor {
        let sut = makeSUT()

        Mock(
          url: clientURL.appendingPathComponent("logout"),
          ignoreQuery: true,
          statusCode: 200,
          data: [
            .post: Data()
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Authorization: Bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/logout?scope=global"
          """#
        }
        .register()

        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        try await assertAuthStateChanges(
          sut: sut,
          action: { try await sut.signOut() },
          expectedEvents: [.initialSession, .signedOut]
        )

        do {
          _ = try await sut.session
        } catch {
          assertInlineSnapshot(of: error, as: .dump) {
            """
            - AuthError.sessionMissing

            """
          }
        }
      }
    }

    @Test
    func signOutWithOthersScopeShouldNotRemoveLocalSession() async throws {
      try await withMainSerialExecutor {
        Mock(
          url: clientURL.appendingPathComponent("logout").appendingQueryItems([
            URLQueryItem(name: "scope", value: "others")
          ]),
          statusCode: 200,
          data: [
            .post: Data()
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Authorization: Bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/logout?scope=others"
          """#
        }
        .register()

        let sut = makeSUT()

        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        try await sut.signOut(scope: .others)

        let sessionRemoved = Dependencies[sut.clientID].sessionStorage.get() == nil
        #expect(!(sessionRemoved))
      }
    }

    @Test
    func signOutShouldRemoveSessionIfUserIsNotFound() async throws {
      try await withMainSerialExecutor {
        Mock(
          url: clientURL.appendingPathComponent("logout").appendingQueryItems([
            URLQueryItem(name: "scope", value: "global")
          ]),
          statusCode: 404,
          data: [
            .post: Data()
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Authorization: Bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/logout?scope=global"
          """#
        }
        .register()

        let sut = makeSUT()

        let validSession = Session.validSession
        Dependencies[sut.clientID].sessionStorage.store(validSession)

        let eventsTask = Task {
          await sut.authStateChanges.prefix(2).collect()
        }

        await Task.megaYield()

        try await sut.signOut()

        let events = await eventsTask.value.map(\.event)
        let sessions = await eventsTask.value.map(\.session)

        expectNoDifference(events, [.initialSession, .signedOut])
        expectNoDifference(sessions, [.validSession, nil])

        let sessionRemoved = Dependencies[sut.clientID].sessionStorage.get() == nil
        #expect(sessionRemoved)
      }
    }

    @Test
    func signOutShouldRemoveSessionIfJWTIsInvalid() async throws {
      try await withMainSerialExecutor {
        Mock(
          url: clientURL.appendingPathComponent("logout").appendingQueryItems([
            URLQueryItem(name: "scope", value: "global")
          ]),
          statusCode: 401,
          data: [
            .post: Data()
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Authorization: Bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/logout?scope=global"
          """#
        }
        .register()

        let sut = makeSUT()

        let validSession = Session.validSession
        Dependencies[sut.clientID].sessionStorage.store(validSession)

        let eventsTask = Task {
          await sut.authStateChanges.prefix(2).collect()
        }

        await Task.megaYield()

        try await sut.signOut()

        let events = await eventsTask.value.map(\.event)
        let sessions = await eventsTask.value.map(\.session)

        expectNoDifference(events, [.initialSession, .signedOut])
        expectNoDifference(sessions, [validSession, nil])

        let sessionRemoved = Dependencies[sut.clientID].sessionStorage.get() == nil
        #expect(sessionRemoved)
      }
    }

    @Test
    func signOutShouldRemoveSessionIf403Returned() async throws {
      try await withMainSerialExecutor {
        Mock(
          url: clientURL.appendingPathComponent("logout").appendingQueryItems([
            URLQueryItem(name: "scope", value: "global")
          ]),
          statusCode: 403,
          data: [
            .post: Data()
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Authorization: Bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/logout?scope=global"
          """#
        }
        .register()

        let sut = makeSUT()

        let validSession = Session.validSession
        Dependencies[sut.clientID].sessionStorage.store(validSession)

        let eventsTask = Task {
          await sut.authStateChanges.prefix(2).collect()
        }

        await Task.megaYield()

        try await sut.signOut()

        let events = await eventsTask.value.map(\.event)
        let sessions = await eventsTask.value.map(\.session)

        expectNoDifference(events, [.initialSession, .signedOut])
        expectNoDifference(sessions, [validSession, nil])

        let sessionRemoved = Dependencies[sut.clientID].sessionStorage.get() == nil
        #expect(sessionRemoved)
      }
    }

    @Test
    func signInAnonymously() async throws {
      try await withMainSerialExecutor {
        let session = Session(fromMockNamed: "anonymous-sign-in-response")

        Mock(
          url: clientURL.appendingPathComponent("signup"),
          statusCode: 200,
          data: [
            .post: MockData.anonymousSignInResponse
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Content-Length: 2" \
          	--header "Content-Type: application/json" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	--data "{}" \
          	"http://localhost:54321/auth/v1/signup"
          """#
        }
        .register()

        let sut = makeSUT()

        try await assertAuthStateChanges(
          sut: sut,
          action: { try await sut.signInAnonymously() },
          expectedEvents: [.initialSession, .signedIn],
          expectedSessions: [nil, session]
        )

        expectNoDifference(sut.currentSession, session)
        expectNoDifference(sut.currentUser, session.user)
      }
    }

    @Test
    func signInWithOAuth() async throws {
      try await withMainSerialExecutor {
        Mock(
          url: clientURL.appendingPathComponent("token").appendingQueryItems([
            URLQueryItem(name: "grant_type", value: "pkce")
          ]),
          statusCode: 200,
          data: [
            .post: MockData.session
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Content-Length: 126" \
          	--header "Content-Type: application/json" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	--data "{\"auth_code\":\"12345\",\"code_verifier\":\"nt_xCJhJXUsIlTmbE_b0r3VHDKLxFTAwXYSj1xF3ZPaulO2gejNornLLiW_C3Ru4w-5lqIh1XE2LTOsSKrj7iA\"}" \
          	"http://localhost:54321/auth/v1/token?grant_type=pkce"
          """#
        }
        .register()

        let sut = makeSUT()

        let eventsTask = Task {
          await sut.authStateChanges.prefix(2).collect()
        }

        await Task.megaYield()

        try await sut.signInWithOAuth(
          provider: .google,
          redirectTo: URL(string: "supabase://auth-callback")
        ) { (url: URL) in
          URL(string: "supabase://auth-callback?code=12345") ?? url
        }

        let events = await eventsTask.value.map(\.event)

        expectNoDifference(events, [.initialSession, .signedIn])
      }
    }

    @Test
    func exchangeCodeForSessionUsesVerifierForGivenFlowId() async throws {
      struct ExchangeCodeRequestBody: Decodable, Sendable {
        let codeVerifier: String?

        enum CodingKeys: String, CodingKey {
          case codeVerifier = "code_verifier"
        }
      }

      try await withMainSerialExecutor {
        let capturedVerifier = LockIsolated<String?>(nil)

        var mock = Mock(
          url: clientURL.appendingPathComponent("token").appendingQueryItems([
            URLQueryItem(name: "grant_type", value: "pkce")
          ]),
          statusCode: 200,
          data: [
            .post: MockData.session
          ]
        )
        mock.onRequestHandler = OnRequestHandler(httpBodyType: ExchangeCodeRequestBody.self) {
          _, body in
          capturedVerifier.setValue(body?.codeVerifier)
        }
        mock.register()

        let sut = makeSUT()

        // Two PKCE flows are pending concurrently, each with its own verifier.
        Dependencies[sut.clientID].codeVerifierStorage.set("verifier-a", "flow-a")
        Dependencies[sut.clientID].codeVerifierStorage.set("verifier-b", "flow-b")

        _ = try await sut.exchangeCodeForSession(authCode: "12345", flowId: "flow-a")

        expectNoDifference(capturedVerifier.value, "verifier-a")

        // Exchanging "flow-a" must not disturb "flow-b"'s still-pending verifier.
        #expect(Dependencies[sut.clientID].codeVerifierStorage.get("flow-a") == nil)
        #expect(Dependencies[sut.clientID].codeVerifierStorage.get("flow-b") == "verifier-b")
      }
    }

    @Test
    func concurrentPKCEFlowsKeepIndependentVerifiers() async throws {
      try await withMainSerialExecutor {
        let sut = makeSUT()
        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        Mock(
          url: clientURL.appendingPathComponent("user/identities/authorize"),
          ignoreQuery: true,
          statusCode: 200,
          data: [
            .get: Data(#"{"url": "https://github.com/login/oauth/authorize"}"#.utf8)
          ]
        )
        .register()

        // Flow A starts (e.g. linking a GitHub identity)...
        let flowA = try await sut.getLinkIdentityURL(provider: .github)

        // ...then flow B starts before flow A's callback arrives (e.g. the user also kicks off
        // a Google sign-in in another window). Before flow ids, flow B's verifier would have
        // silently overwritten flow A's in the single shared slot.
        let flowB = try await sut.getLinkIdentityURL(provider: .google)

        #expect(flowA.flowId != nil)
        #expect(flowB.flowId != nil)
        expectNoDifference(flowA.flowId != flowB.flowId, true)

        Mock(
          url: clientURL.appendingPathComponent("token").appendingQueryItems([
            URLQueryItem(name: "grant_type", value: "pkce")
          ]),
          statusCode: 200,
          data: [
            .post: MockData.session
          ]
        )
        .register()

        // Exchanging flow A's code must still resolve flow A's own verifier.
        _ = try await sut.exchangeCodeForSession(authCode: "code-a", flowId: flowA.flowId)

        // Flow B is still pending, untouched by flow A's exchange.
        #expect(Dependencies[sut.clientID].codeVerifierStorage.get(flowB.flowId) != nil)
      }
    }

    @Test
    func getLinkIdentityURL() async throws {
      try await withMainSerialExecutor {
        let url =
          "https://github.com/login/oauth/authorize?client_id=1234&redirect_to=com.supabase.swift-examples://&redirect_uri=http://127.0.0.1:54321/auth/v1/callback&response_type=code&scope=user:email&skip_http_redirect=true&state=jwt"
        let sut = makeSUT()

        Mock(
          url: clientURL.appendingPathComponent("user/identities/authorize"),
          ignoreQuery: true,
          statusCode: 200,
          data: [
            .get: Data(
              """
              {
                "url": "\(url)"
              }
              """.utf8
            )
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--header "Authorization: Bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/user/identities/authorize?code_challenge=hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY&code_challenge_method=s256&provider=github&skip_http_redirect=true"
          """#
        }
        .register()

        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        let response = try await sut.getLinkIdentityURL(provider: .github)

        expectNoDifference(response.provider, .github)
        expectNoDifference(response.url, URL(string: url)!)
        #expect(response.flowId != nil)
      }
    }

    @Test
    func linkIdentity() async throws {
      try await withMainSerialExecutor {
        let url =
          "https://github.com/login/oauth/authorize?client_id=1234&redirect_to=com.supabase.swift-examples://&redirect_uri=http://127.0.0.1:54321/auth/v1/callback&response_type=code&scope=user:email&skip_http_redirect=true&state=jwt"

        Mock(
          url: clientURL.appendingPathComponent("user/identities/authorize"),
          ignoreQuery: true,
          statusCode: 200,
          data: [
            .get: Data(
              """
              {
                "url": "\(url)"
              }
              """.utf8
            )
          ]
        )
        .snapshotRequest {
          #"""
          curl \
          	--header "Authorization: Bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/user/identities/authorize?code_challenge=hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY&code_challenge_method=s256&provider=github&skip_http_redirect=true"
          """#
        }
        .register()

        let sut = makeSUT()

        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        let receivedURL = LockIsolated<URL?>(nil)
        Dependencies[sut.clientID].urlOpener.open = { url in
          receivedURL.setValue(url)
        }

        try await sut.linkIdentity(provider: .github)

        expectNoDifference(receivedURL.value?.absoluteString, url)
      }
    }

    @Test
    func linkIdentityWithIdToken() async throws {
      try await withMainSerialExecutor {
        Mock(
          url: clientURL.appendingPathComponent("token"),
          ignoreQuery: true,
          statusCode: 200,
          data: [.post: MockData.session]
        )
        .snapshotRequest {
          #"""
          curl \
          	--request POST \
          	--header "Authorization: Bearer accesstoken" \
          	--header "Content-Length: 166" \
          	--header "Content-Type: application/json" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	--data "{\"access_token\":\"access-token\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"id_token\":\"id-token\",\"link_identity\":true,\"nonce\":\"nonce\",\"provider\":\"apple\"}" \
          	"http://localhost:54321/auth/v1/token?grant_type=id_token"
          """#
        }
        .register()

        let sut = makeSUT()

        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        let updatedSession = try await assertAuthStateChanges(
          sut: sut,
          action: {
            try await sut.linkIdentityWithIdToken(
              credentials: OpenIDConnectCredentials(
                provider: .apple,
                idToken: "id-token",
                accessToken: "access-token",
                nonce: "nonce",
                gotrueMetaSecurity: AuthMetaSecurity(
                  captchaToken: "captcha-token"
                )
              )
            )
          },
          expectedEvents: [.initialSession, .userUpdated]
        )

        expectNoDifference(sut.currentSession, updatedSession)
      }
    }

    @Test
    func adminListUsers() async throws {
      Mock(
        url: clientURL.appendingPathComponent("admin/users"),
        ignoreQuery: true,
        statusCode: 200,
        data: [
          .get: MockData.listUsersResponse
        ],
        additionalHeaders: [
          "X-Total-Count": "669",
          "Link":
            "</admin/users?page=2&per_page=>; rel=\"next\", </admin/users?page=14&per_page=>; rel=\"last\"",
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/admin/users?page=&per_page="
        """#
      }
      .register()

      let sut = makeSUT()

      let response = try await sut.admin.listUsers()
      expectNoDifference(response.total, 669)
      expectNoDifference(response.nextPage, 2)
      expectNoDifference(response.lastPage, 14)
    }

    @Test
    func adminListUsers_noNextPage() async throws {
      Mock(
        url: clientURL.appendingPathComponent("admin/users"),
        ignoreQuery: true,
        statusCode: 200,
        data: [
          .get: MockData.listUsersResponse
        ],
        additionalHeaders: [
          "X-Total-Count": "669",
          "Link": "</admin/users?page=14&per_page=>; rel=\"last\"",
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/admin/users?page=&per_page="
        """#
      }
      .register()

      let sut = makeSUT()

      let response = try await sut.admin.listUsers()
      expectNoDifference(response.total, 669)
      #expect(response.nextPage == nil)
      expectNoDifference(response.lastPage, 14)
    }

    @Test
    func sessionFromURL_withError() async throws {
      let sut = makeSUT()

      Dependencies[sut.clientID].codeVerifierStorage.set("code-verifier", "test-flow")

      let url = URL(
        string:
          "https://my.redirect.com?error=server_error&error_code=422&error_description=Identity+is+already+linked+to+another+user#error=server_error&error_code=422&error_description=Identity+is+already+linked+to+another+user"
      )!

      do {
        try await sut.session(from: url)
        Issue.record("Expect failure")
      } catch {
        expectNoDifference(
          error as? AuthError,
          AuthError.pkceGrantCodeExchange(
            message: "Identity is already linked to another user",
            error: "server_error",
            code: "422"
          )
        )
      }
    }

    @Test
    func signUpWithEmailAndPassword() async throws {
      Mock(
        url: clientURL.appendingPathComponent("signup"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 238" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"code_challenge\":\"hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY\",\"code_challenge_method\":\"s256\",\"data\":{\"custom_key\":\"custom_value\"},\"email\":\"example@mail.com\",\"gotrue_meta_security\":{\"captcha_token\":\"dummy-captcha\"},\"password\":\"the.pass\"}" \
        	"http://localhost:54321/auth/v1/signup?redirect_to=https://supabase.com"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signUp(
        email: "example@mail.com",
        password: "the.pass",
        data: ["custom_key": .string("custom_value")],
        redirectTo: URL(string: "https://supabase.com"),
        captchaToken: "dummy-captcha"
      )
    }

    @Test
    func signUpWithPhoneAndPassword() async throws {
      Mock(
        url: clientURL.appendingPathComponent("signup"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 159" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"channel\":\"sms\",\"data\":{\"custom_key\":\"custom_value\"},\"gotrue_meta_security\":{\"captcha_token\":\"dummy-captcha\"},\"password\":\"the.pass\",\"phone\":\"+1 202-918-2132\"}" \
        	"http://localhost:54321/auth/v1/signup"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signUp(
        phone: "+1 202-918-2132",
        password: "the.pass",
        data: ["custom_key": .string("custom_value")],
        captchaToken: "dummy-captcha"
      )
    }

    @Test
    func signUpWhenConfirmationRequired() async throws {
      Mock(
        url: clientURL.appendingPathComponent("signup"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.signUpConfirmationRequired]
      ).register()

      let sut = makeSUT()

      let response = try await sut.signUp(
        email: "jane@example.com",
        password: "the.pass"
      )

      #expect(response.session == nil)
      #expect(response.user.email == "jane@example.com")
    }

    @Test
    func signInWithEmailAndPassword() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 107" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"email\":\"example@mail.com\",\"gotrue_meta_security\":{\"captcha_token\":\"dummy-captcha\"},\"password\":\"the.pass\"}" \
        	"http://localhost:54321/auth/v1/token?grant_type=password"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signIn(
        email: "example@mail.com",
        password: "the.pass",
        captchaToken: "dummy-captcha"
      )
    }

    @Test
    func signInWithPhoneAndPassword() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 106" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"gotrue_meta_security\":{\"captcha_token\":\"dummy-captcha\"},\"password\":\"the.pass\",\"phone\":\"+1 202-918-2132\"}" \
        	"http://localhost:54321/auth/v1/token?grant_type=password"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signIn(
        phone: "+1 202-918-2132",
        password: "the.pass",
        captchaToken: "dummy-captcha"
      )
    }

    @Test
    func signInWithIdToken() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 167" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"access_token\":\"access-token\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"id_token\":\"id-token\",\"link_identity\":false,\"nonce\":\"nonce\",\"provider\":\"apple\"}" \
        	"http://localhost:54321/auth/v1/token?grant_type=id_token"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signInWithIdToken(
        credentials: OpenIDConnectCredentials(
          provider: .apple,
          idToken: "id-token",
          accessToken: "access-token",
          nonce: "nonce",
          gotrueMetaSecurity: AuthMetaSecurity(
            captchaToken: "captcha-token"
          )
        )
      )
    }

    @Test
    func signInWithWeb3Ethereum() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 448" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"chain\":\"ethereum\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"message\":\"example.com wants you to sign in with your Ethereum account:\n0x2c7536E3605D9C16a7a3D7b1898e529396a65c23\n\nURI: https:\/\/example.com\nVersion: 1\nChain ID: 1\nNonce: abc123\nIssued At: 2026-01-01T00:00:00.000Z\",\"signature\":\"0x468cc42ece552183597cbbbd0418a5d3efff707a1021a222ad16e55124327ee670d363a8ee08976b5bd5f7af5e3ac53a4e43983a9ac7f4853a75423fcc387ddc1c\"}" \
        	"http://localhost:54321/auth/v1/token?grant_type=web3"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signInWithWeb3(
        credentials: Web3Credentials(
          chain: .ethereum,
          message:
            "example.com wants you to sign in with your Ethereum account:\n0x2c7536E3605D9C16a7a3D7b1898e529396a65c23\n\nURI: https://example.com\nVersion: 1\nChain ID: 1\nNonce: abc123\nIssued At: 2026-01-01T00:00:00.000Z",
          signature:
            "0x468cc42ece552183597cbbbd0418a5d3efff707a1021a222ad16e55124327ee670d363a8ee08976b5bd5f7af5e3ac53a4e43983a9ac7f4853a75423fcc387ddc1c",
          captchaToken: "captcha-token"
        )
      )
    }

    @Test
    func signInWithWeb3Solana() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 305" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"chain\":\"solana\",\"message\":\"example.com wants you to sign in with your Solana account:\n4Cw1koUQtqybLFem7uqhzMBznMPGARbFS4cjaYbM9RnR\n\nURI: https:\/\/example.com\nVersion: 1\nIssued At: 2026-01-01T00:00:00.000Z\",\"signature\":\"dGVzdC1zaWduYXR1cmUtYnl0ZXMtdGhhdC1hcmUtNjQtYnl0ZXMtbG9uZy1mb3ItdGVzdGluZw==\"}" \
        	"http://localhost:54321/auth/v1/token?grant_type=web3"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signInWithWeb3(
        credentials: Web3Credentials(
          chain: .solana,
          message:
            "example.com wants you to sign in with your Solana account:\n4Cw1koUQtqybLFem7uqhzMBznMPGARbFS4cjaYbM9RnR\n\nURI: https://example.com\nVersion: 1\nIssued At: 2026-01-01T00:00:00.000Z",
          signature: "dGVzdC1zaWduYXR1cmUtYnl0ZXMtdGhhdC1hcmUtNjQtYnl0ZXMtbG9uZy1mb3ItdGVzdGluZw=="
        )
      )
    }

    @Test
    func signInWithWeb3UnsupportedChainError() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 400,
        data: [
          .post: Data(
            """
            {
              "error_code": "web3_unsupported_chain",
              "msg": "Unsupported chain"
            }
            """.utf8
          )
        ]
      )
      .register()

      let sut = makeSUT()

      do {
        _ = try await sut.signInWithWeb3(
          credentials: Web3Credentials(
            chain: "bitcoin",
            message: "irrelevant",
            signature: "irrelevant"
          )
        )
        Issue.record("Expected AuthError.api")
      } catch let AuthError.api(_, errorCode, _, _) {
        #expect(errorCode == .web3UnsupportedChain)
      }
    }

    @Test
    func signInWithOTPUsingEmail() async throws {
      Mock(
        url: clientURL.appendingPathComponent("otp"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 235" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"code_challenge\":\"hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY\",\"code_challenge_method\":\"s256\",\"create_user\":true,\"data\":{\"custom_key\":\"custom_value\"},\"email\":\"example@mail.com\",\"gotrue_meta_security\":{\"captcha_token\":\"dummy-captcha\"}}" \
        	"http://localhost:54321/auth/v1/otp?redirect_to=https://supabase.com"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signInWithOTP(
        email: "example@mail.com",
        redirectTo: URL(string: "https://supabase.com"),
        shouldCreateUser: true,
        data: ["custom_key": .string("custom_value")],
        captchaToken: "dummy-captcha"
      )
    }

    @Test
    func signInWithOTPUsingPhone() async throws {
      Mock(
        url: clientURL.appendingPathComponent("otp"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 156" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"channel\":\"sms\",\"create_user\":true,\"data\":{\"custom_key\":\"custom_value\"},\"gotrue_meta_security\":{\"captcha_token\":\"dummy-captcha\"},\"phone\":\"+1 202-918-2132\"}" \
        	"http://localhost:54321/auth/v1/otp"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.signInWithOTP(
        phone: "+1 202-918-2132",
        shouldCreateUser: true,
        data: ["custom_key": .string("custom_value")],
        captchaToken: "dummy-captcha"
      )
    }

    @Test
    func getOAuthSignInURL() async throws {
      let sut = makeSUT(flowType: .implicit)
      let url = try sut.getOAuthSignInURL(
        provider: .github,
        scopes: "read,write",
        redirectTo: URL(string: "https://dummy-url.com/redirect")!,
        queryParams: [("extra_key", "extra_value")]
      )
      expectNoDifference(
        url,
        URL(
          string:
            "http://localhost:54321/auth/v1/authorize?provider=github&scopes=read,write&redirect_to=https://dummy-url.com/redirect&extra_key=extra_value"
        )!
      )
    }

    @Test
    func refreshSession() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 33" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"refresh_token\":\"refresh-token\"}" \
        	"http://localhost:54321/auth/v1/token?grant_type=refresh_token"
        """#
      }
      .register()

      let sut = makeSUT()
      try await sut.refreshSession(refreshToken: "refresh-token")
    }

    #if !os(Linux) && !os(Windows) && !os(Android)
      @Test
      func sessionFromURL() async throws {
        Mock(
          url: clientURL.appendingPathComponent("user"),
          ignoreQuery: true,
          statusCode: 200,
          data: [.get: MockData.user]
        )
        .snapshotRequest {
          #"""
          curl \
          	--header "Authorization: bearer accesstoken" \
          	--header "X-Client-Info: auth-swift/0.0.0" \
          	--header "X-Supabase-Api-Version: 2024-01-01" \
          	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
          	"http://localhost:54321/auth/v1/user"
          """#
        }
        .register()

        let sut = makeSUT(flowType: .implicit)

        let currentDate = Date()

        Dependencies[sut.clientID].date = { currentDate }

        let url = URL(
          string:
            "https://dummy-url.com/callback#access_token=accesstoken&expires_in=60&refresh_token=refreshtoken&token_type=bearer"
        )!

        let session = try await sut.session(from: url)
        let expectedSession = Session(
          accessToken: "accesstoken",
          tokenType: "bearer",
          expiresIn: 60,
          expiresAt: currentDate.addingTimeInterval(60).timeIntervalSince1970,
          refreshToken: "refreshtoken",
          user: User(fromMockNamed: "user")
        )
        expectNoDifference(session, expectedSession)
      }
    #endif

    @Test
    func sessionWithURL_implicitFlow() async throws {
      Mock(
        url: clientURL.appendingPathComponent("user"),
        statusCode: 200,
        data: [
          .get: MockData.user
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--header "Authorization: bearer accesstoken" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/user"
        """#
      }
      .register()

      let sut = makeSUT(flowType: .implicit)

      let url = URL(
        string:
          "https://dummy-url.com/callback#access_token=accesstoken&expires_in=60&refresh_token=refreshtoken&token_type=bearer"
      )!
      try await sut.session(from: url)
    }

    @Test
    func sessionWithURL_implicitFlow_invalidURL() async throws {
      let sut = makeSUT(flowType: .implicit)

      let url = URL(
        string:
          "https://dummy-url.com/callback#invalid_key=accesstoken&expires_in=60&refresh_token=refreshtoken&token_type=bearer"
      )!

      do {
        try await sut.session(from: url)
        Issue.record("Expected implicitGrantRedirect error")
      } catch let AuthError.implicitGrantRedirect(message) {
        expectNoDifference(message, "Not a valid implicit grant flow URL: \(url)")
      }
    }

    @Test
    func sessionWithURL_implicitFlow_error() async throws {
      let sut = makeSUT(flowType: .implicit)

      let url = URL(
        string:
          "https://dummy-url.com/callback#error_description=Invalid+code&error=invalid_grant"
      )!

      do {
        try await sut.session(from: url)
        Issue.record("Expected implicitGrantRedirect error")
      } catch let AuthError.implicitGrantRedirect(message) {
        expectNoDifference(message, "Invalid code")
      }
    }

    @Test
    func sessionWithURL_implicitFlow_errorQueryParam() async throws {
      let sut = makeSUT(flowType: .implicit)

      let url = URL(
        string:
          "https://dummy-url.com/callback?error=access_denied&error_description=User+denied+access"
      )!

      do {
        try await sut.session(from: url)
        Issue.record("Expected implicitGrantRedirect error")
      } catch let AuthError.implicitGrantRedirect(message) {
        expectNoDifference(message, "User denied access")
      }
    }

    @Test
    func sessionWithURL_implicitFlow_errorQueryParamNoDescription() async throws {
      let sut = makeSUT(flowType: .implicit)

      let url = URL(string: "https://dummy-url.com/callback?error=access_denied")!

      do {
        try await sut.session(from: url)
        Issue.record("Expected implicitGrantRedirect error")
      } catch let AuthError.implicitGrantRedirect(message) {
        expectNoDifference(message, "access_denied")
      }
    }

    @Test
    func sessionWithURL_implicitFlow_errorHashFragmentNoDescription() async throws {
      let sut = makeSUT(flowType: .implicit)

      let url = URL(string: "https://dummy-url.com/callback#error=access_denied")!

      do {
        try await sut.session(from: url)
        Issue.record("Expected implicitGrantRedirect error")
      } catch let AuthError.implicitGrantRedirect(message) {
        expectNoDifference(message, "access_denied")
      }
    }

    @Test
    func sessionWithURL_implicitFlow_recoveryType() async throws {
      Mock(
        url: clientURL.appendingPathComponent("user"),
        statusCode: 200,
        data: [
          .get: MockData.user
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--header "Authorization: bearer accesstoken" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/user"
        """#
      }
      .register()

      let sut = makeSUT(flowType: .implicit)

      let url = URL(
        string:
          "https://dummy-url.com/callback#access_token=accesstoken&expires_in=60&refresh_token=refreshtoken&token_type=bearer&type=recovery"
      )!

      let eventsTask = Task {
        await sut.authStateChanges.prefix(3).collect().map(\.event)
      }

      await Task.yield()

      try await sut.session(from: url)

      let events = await eventsTask.value
      expectNoDifference(events, [.initialSession, .signedIn, .passwordRecovery])
    }

    @Test
    func sessionWithURL_pkceFlow_error() async throws {
      let sut = makeSUT()

      let url = URL(
        string:
          "https://dummy-url.com/callback#error_description=Invalid+code&error=invalid_grant&error_code=500"
      )!

      do {
        try await sut.session(from: url)
        Issue.record("Expected pkceGrantCodeExchange error")
      } catch let AuthError.pkceGrantCodeExchange(message, error, code) {
        expectNoDifference(message, "Invalid code")
        expectNoDifference(error, "invalid_grant")
        expectNoDifference(code, "500")
      }
    }

    @Test
    func sessionWithURL_pkceFlow_error_noErrorDescription() async throws {
      let sut = makeSUT()

      let url = URL(
        string:
          "https://dummy-url.com/callback#error=invalid_grant&error_code=500"
      )!

      do {
        try await sut.session(from: url)
        Issue.record("Expected pkceGrantCodeExchange error")
      } catch let AuthError.pkceGrantCodeExchange(message, error, code) {
        expectNoDifference(message, "Error in URL with unspecified error_description.")
        expectNoDifference(error, "invalid_grant")
        expectNoDifference(code, "500")
      }
    }

    @Test
    func sessionFromURLWithMissingComponent() async {
      let sut = makeSUT()

      let url = URL(
        string:
          "https://dummy-url.com/callback#access_token=accesstoken&expires_in=60&refresh_token=refreshtoken"
      )!

      do {
        _ = try await sut.session(from: url)
      } catch {
        assertInlineSnapshot(of: error, as: .dump) {
          """
          ▿ AuthError
            ▿ pkceGrantCodeExchange: (3 elements)
              - message: "Not a valid PKCE flow URL: https://dummy-url.com/callback#access_token=accesstoken&expires_in=60&refresh_token=refreshtoken"
              - error: Optional<String>.none
              - code: Optional<String>.none

          """
        }
      }
    }

    @Test
    func setSessionWithAFutureExpirationDate() async throws {
      Mock(
        url: clientURL.appendingPathComponent("user"),
        statusCode: 200,
        data: [.get: MockData.user]
      )
      .snapshotRequest {
        #"""
        curl \
        	--header "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjo0ODUyMTYzNTkzLCJzdWIiOiJmMzNkM2VjOS1hMmVlLTQ3YzQtODBlMS01YmQ5MTlmM2Q4YjgiLCJlbWFpbCI6ImhpQGJpbmFyeXNjcmFwaW5nLmNvIiwicGhvbmUiOiIiLCJhcHBfbWV0YWRhdGEiOnsicHJvdmlkZXIiOiJlbWFpbCIsInByb3ZpZGVycyI6WyJlbWFpbCJdfSwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.UiEhoahP9GNrBKw_OHBWyqYudtoIlZGkrjs7Qa8hU7I" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/user"
        """#
      }
      .register()

      let sut = makeSUT()
      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let accessToken =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjo0ODUyMTYzNTkzLCJzdWIiOiJmMzNkM2VjOS1hMmVlLTQ3YzQtODBlMS01YmQ5MTlmM2Q4YjgiLCJlbWFpbCI6ImhpQGJpbmFyeXNjcmFwaW5nLmNvIiwicGhvbmUiOiIiLCJhcHBfbWV0YWRhdGEiOnsicHJvdmlkZXIiOiJlbWFpbCIsInByb3ZpZGVycyI6WyJlbWFpbCJdfSwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.UiEhoahP9GNrBKw_OHBWyqYudtoIlZGkrjs7Qa8hU7I"

      try await sut.setSession(accessToken: accessToken, refreshToken: "dummy-refresh-token")
    }

    @Test
    func setSessionWithAExpiredToken() async throws {
      Mock(
        url: clientURL.appendingPathComponent("token"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 39" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"refresh_token\":\"dummy-refresh-token\"}" \
        	"http://localhost:54321/auth/v1/token?grant_type=refresh_token"
        """#
      }
      .register()

      let sut = makeSUT()

      let accessToken =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjoxNjQ4NjQwMDIxLCJzdWIiOiJmMzNkM2VjOS1hMmVlLTQ3YzQtODBlMS01YmQ5MTlmM2Q4YjgiLCJlbWFpbCI6ImhpQGJpbmFyeXNjcmFwaW5nLmNvIiwicGhvbmUiOiIiLCJhcHBfbWV0YWRhdGEiOnsicHJvdmlkZXIiOiJlbWFpbCIsInByb3ZpZGVycyI6WyJlbWFpbCJdfSwidXNlcl9tZXRhZGF0YSI6e30sInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.CGr5zNE5Yltlbn_3Ms2cjSLs_AW9RKM3lxh7cTQrg0w"

      try await sut.setSession(accessToken: accessToken, refreshToken: "dummy-refresh-token")
    }

    @Test
    func verifyOTPUsingEmail() async throws {
      Mock(
        url: clientURL.appendingPathComponent("verify"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 121" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"email\":\"example@mail.com\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"token\":\"123456\",\"type\":\"magiclink\"}" \
        	"http://localhost:54321/auth/v1/verify?redirect_to=https://supabase.com"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.verifyOTP(
        email: "example@mail.com",
        token: "123456",
        type: .magiclink,
        redirectTo: URL(string: "https://supabase.com"),
        captchaToken: "captcha-token"
      )
    }

    @Test
    func verifyOTPUsingPhone() async throws {
      Mock(
        url: clientURL.appendingPathComponent("verify"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 114" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"phone\":\"+1 202-918-2132\",\"token\":\"123456\",\"type\":\"sms\"}" \
        	"http://localhost:54321/auth/v1/verify"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.verifyOTP(
        phone: "+1 202-918-2132",
        token: "123456",
        type: .sms,
        captchaToken: "captcha-token"
      )
    }

    @Test
    func verifyOTPUsingTokenHash() async throws {
      Mock(
        url: clientURL.appendingPathComponent("verify"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 39" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"token_hash\":\"abc-def\",\"type\":\"email\"}" \
        	"http://localhost:54321/auth/v1/verify"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.verifyOTP(
        tokenHash: "abc-def",
        type: .email
      )
    }

    @Test
    func verifyOTPForEmailChangeSingleConfirmation() async throws {
      Mock(
        url: clientURL.appendingPathComponent("verify"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.emailChangeSingleConfirmation]
      ).register()

      let sut = makeSUT()

      let response = try await sut.verifyOTP(
        tokenHash: "abc-def",
        type: .emailChange
      )

      #expect(response.session == nil)
      guard case .emailChangeConfirmationPending(let confirmation) = response else {
        Issue.record("Expected .emailChangeConfirmationPending, got \(response)")
        return
      }
      #expect(confirmation.code == "200")
      #expect(
        confirmation.message
          == "Confirmation link accepted. Please proceed to confirm link sent to the other email"
      )
    }

    @Test
    func updateUser() async throws {
      Mock(
        url: clientURL.appendingPathComponent("user"),
        statusCode: 200,
        data: [.put: MockData.user]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request PUT \
        	--header "Authorization: Bearer accesstoken" \
        	--header "Content-Length: 228" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"code_challenge\":\"hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY\",\"code_challenge_method\":\"s256\",\"data\":{\"custom_key\":\"custom_value\"},\"email\":\"example@mail.com\",\"nonce\":\"abcdef\",\"password\":\"another.pass\",\"phone\":\"+1 202-918-2132\"}" \
        	"http://localhost:54321/auth/v1/user"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      try await sut.update(
        user: UserAttributes(
          email: "example@mail.com",
          phone: "+1 202-918-2132",
          password: "another.pass",
          nonce: "abcdef",
          data: ["custom_key": .string("custom_value")]
        )
      )
    }

    @Test
    func resetPasswordForEmail() async throws {
      Mock(
        url: clientURL.appendingPathComponent("recover"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 179" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"code_challenge\":\"hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY\",\"code_challenge_method\":\"s256\",\"email\":\"example@mail.com\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"}}" \
        	"http://localhost:54321/auth/v1/recover?redirect_to=https://supabase.com"
        """#
      }
      .register()

      let sut = makeSUT()
      try await sut.resetPasswordForEmail(
        "example@mail.com",
        redirectTo: URL(string: "https://supabase.com"),
        captchaToken: "captcha-token"
      )
    }

    @Test
    func resendEmail() async throws {
      Mock(
        url: clientURL.appendingPathComponent("resend"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 201" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"code_challenge\":\"hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY\",\"code_challenge_method\":\"s256\",\"email\":\"example@mail.com\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"type\":\"email_change\"}" \
        	"http://localhost:54321/auth/v1/resend?redirect_to=https://supabase.com"
        """#
      }
      .register()

      let sut = makeSUT()

      try await sut.resend(
        email: "example@mail.com",
        type: .emailChange,
        emailRedirectTo: URL(string: "https://supabase.com"),
        captchaToken: "captcha-token"
      )
    }

    @Test
    func resendEmailImplicitFlow() async throws {
      Mock(
        url: clientURL.appendingPathComponent("resend"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 107" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"email\":\"example@mail.com\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"type\":\"email_change\"}" \
        	"http://localhost:54321/auth/v1/resend?redirect_to=https://supabase.com"
        """#
      }
      .register()

      let sut = makeSUT(flowType: .implicit)

      try await sut.resend(
        email: "example@mail.com",
        type: .emailChange,
        emailRedirectTo: URL(string: "https://supabase.com"),
        captchaToken: "captcha-token"
      )
    }

    @Test
    func resendPhone() async throws {
      Mock(
        url: clientURL.appendingPathComponent("resend"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data(#"{"message_id": "12345"}"#.utf8)]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 106" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"phone\":\"+1 202-918-2132\",\"type\":\"phone_change\"}" \
        	"http://localhost:54321/auth/v1/resend"
        """#
      }
      .register()

      let sut = makeSUT()

      let response = try await sut.resend(
        phone: "+1 202-918-2132",
        type: .phoneChange,
        captchaToken: "captcha-token"
      )

      expectNoDifference(response.messageId, "12345")
    }

    @Test
    func deleteUser() async throws {
      let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

      Mock(
        url: clientURL.appendingPathComponent("admin/users/\(id)"),
        statusCode: 204,
        data: [.delete: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request DELETE \
        	--header "Content-Length: 28" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"should_soft_delete\":false}" \
        	"http://localhost:54321/auth/v1/admin/users/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        """#
      }
      .register()

      let sut = makeSUT()
      try await sut.admin.deleteUser(id: id)
    }

    @Test
    func adminListPasskeysReturnsItems() async throws {
      let userId = UUID(uuidString: "859f402d-b3de-4105-a1b9-932836d9193b")!

      Mock(
        url: clientURL.appendingPathComponent("admin/users/\(userId)/passkeys"),
        statusCode: 200,
        data: [
          .get: Data(
            """
            [
              {
                "id": "11111111-1111-1111-1111-111111111111",
                "friendly_name": "Work Laptop",
                "created_at": "2024-01-15T10:00:00.000Z",
                "last_used_at": "2024-02-01T08:30:00.000Z"
              },
              {
                "id": "22222222-2222-2222-2222-222222222222",
                "friendly_name": null,
                "created_at": "2024-01-16T10:00:00.000Z",
                "last_used_at": null
              }
            ]
            """.utf8
          )
        ]
      )
      .register()

      let sut = makeSUT()

      let passkeys = try await sut.admin.listPasskeys(userId: userId)

      expectNoDifference(
        passkeys.map(\.id),
        [
          UUID(uuidString: "11111111-1111-1111-1111-111111111111")!,
          UUID(uuidString: "22222222-2222-2222-2222-222222222222")!,
        ]
      )
      expectNoDifference(passkeys[0].friendlyName, "Work Laptop")
      expectNoDifference(passkeys[1].friendlyName, nil)
      expectNoDifference(passkeys[1].lastUsedAt, nil)
    }

    @Test
    func adminDeletePasskey() async throws {
      let userId = UUID(uuidString: "859f402d-b3de-4105-a1b9-932836d9193b")!
      let passkeyId = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

      Mock(
        url: clientURL.appendingPathComponent("admin/users/\(userId)/passkeys/\(passkeyId)"),
        statusCode: 204,
        data: [.delete: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request DELETE \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/admin/users/\#(userId)/passkeys/\#(passkeyId)"
        """#
      }
      .register()

      let sut = makeSUT()
      try await sut.admin.deletePasskey(userId: userId, passkeyId: passkeyId)
    }

    @Test
    func reauthenticate() async throws {
      Mock(
        url: clientURL.appendingPathComponent("reauthenticate"),
        statusCode: 200,
        data: [.get: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--header "Authorization: Bearer accesstoken" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/reauthenticate"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      try await sut.reauthenticate()
    }

    @Test
    func unlinkIdentity() async throws {
      let identityId = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
      Mock(
        url: clientURL.appendingPathComponent("user/identities/\(identityId.uuidString)"),
        statusCode: 204,
        data: [.delete: Data()]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request DELETE \
        	--header "Authorization: Bearer accesstoken" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/user/identities/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      try await sut.unlinkIdentity(
        UserIdentity(
          id: "5923044",
          identityId: identityId,
          userId: UUID(),
          identityData: [:],
          provider: "email",
          createdAt: Date(),
          lastSignInAt: Date(),
          updatedAt: Date()
        )
      )
    }

    @Test
    func signInWithSSOUsingDomain() async throws {
      Mock(
        url: clientURL.appendingPathComponent("sso"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data(#"{"url":"https://supabase.com"}"#.utf8)]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 215" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"code_challenge\":\"hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY\",\"code_challenge_method\":\"s256\",\"domain\":\"supabase.com\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"redirect_to\":\"https:\/\/supabase.com\"}" \
        	"http://localhost:54321/auth/v1/sso"
        """#
      }
      .register()

      let sut = makeSUT()

      let response = try await sut.signInWithSSO(
        domain: "supabase.com",
        redirectTo: URL(string: "https://supabase.com"),
        captchaToken: "captcha-token"
      )

      expectNoDifference(response.url, URL(string: "https://supabase.com")!)
    }

    @Test
    func signInWithSSOUsingProviderId() async throws {
      Mock(
        url: clientURL.appendingPathComponent("sso"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: Data(#"{"url":"https://supabase.com"}"#.utf8)]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 244" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"code_challenge\":\"hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY\",\"code_challenge_method\":\"s256\",\"gotrue_meta_security\":{\"captcha_token\":\"captcha-token\"},\"provider_id\":\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\",\"redirect_to\":\"https:\/\/supabase.com\"}" \
        	"http://localhost:54321/auth/v1/sso"
        """#
      }
      .register()

      let sut = makeSUT()

      let response = try await sut.signInWithSSO(
        providerId: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        redirectTo: URL(string: "https://supabase.com"),
        captchaToken: "captcha-token"
      )

      expectNoDifference(response.url, URL(string: "https://supabase.com")!)
    }

    @Test
    func mfaEnrollLegacy() async throws {
      Mock(
        url: clientURL.appendingPathComponent("factors"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "id": "12345",
              "type": "totp"
            }
            """.utf8
          )
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "Content-Length: 69" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"factor_type\":\"totp\",\"friendly_name\":\"test\",\"issuer\":\"supabase.com\"}" \
        	"http://localhost:54321/auth/v1/factors"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let response = try await sut.mfa.enroll(
        params: MFATotpEnrollParams(
          issuer: "supabase.com",
          friendlyName: "test"
        )
      )

      expectNoDifference(response.id, "12345")
      expectNoDifference(response.type, "totp")
    }

    @Test
    func mfaEnrollTotp() async throws {
      Mock(
        url: clientURL.appendingPathComponent("factors"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "id": "12345",
              "type": "totp"
            }
            """.utf8
          )
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "Content-Length: 69" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"factor_type\":\"totp\",\"friendly_name\":\"test\",\"issuer\":\"supabase.com\"}" \
        	"http://localhost:54321/auth/v1/factors"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let response = try await sut.mfa.enroll(
        params: .totp(
          issuer: "supabase.com",
          friendlyName: "test"
        )
      )

      expectNoDifference(response.id, "12345")
      expectNoDifference(response.type, "totp")
    }

    @Test
    func mfaEnrollPhone() async throws {
      Mock(
        url: clientURL.appendingPathComponent("factors"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "id": "12345",
              "type": "phone"
            }
            """.utf8
          )
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "Content-Length: 72" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"factor_type\":\"phone\",\"friendly_name\":\"test\",\"phone\":\"+1 202-918-2132\"}" \
        	"http://localhost:54321/auth/v1/factors"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let response = try await sut.mfa.enroll(
        params: .phone(
          friendlyName: "test",
          phone: "+1 202-918-2132"
        )
      )

      expectNoDifference(response.id, "12345")
      expectNoDifference(response.type, "phone")
    }

    @Test
    func mfaChallenge() async throws {
      let factorId = "123"

      Mock(
        url: clientURL.appendingPathComponent("factors/\(factorId)/challenge"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "id": "12345",
              "type": "totp",
              "expires_at": 12345678
            }
            """.utf8
          )
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/factors/123/challenge"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let response = try await sut.mfa.challenge(params: .init(factorId: factorId))

      expectNoDifference(
        response,
        AuthMFAChallengeResponse(
          id: "12345",
          type: "totp",
          expiresAt: 12_345_678
        )
      )
    }

    @Test
    func mfaChallengeWithPhoneType() async throws {
      let factorId = "123"

      Mock(
        url: clientURL.appendingPathComponent("factors/\(factorId)/challenge"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "id": "12345",
              "type": "phone",
              "expires_at": 12345678
            }
            """.utf8
          )
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "Content-Length: 17" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"channel\":\"sms\"}" \
        	"http://localhost:54321/auth/v1/factors/123/challenge"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let response = try await sut.mfa.challenge(
        params: .init(
          factorId: factorId,
          channel: .sms
        )
      )

      expectNoDifference(
        response,
        AuthMFAChallengeResponse(
          id: "12345",
          type: "phone",
          expiresAt: 12_345_678
        )
      )
    }

    @Test
    func mfaChallengeWebAuthnReturnsCredentialOptions() async throws {
      let factorId = "123"

      Mock(
        url: clientURL.appendingPathComponent("factors/\(factorId)/challenge"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "id": "challenge-1",
              "type": "webauthn",
              "expires_at": 12345678,
              "webauthn": {
                "type": "create",
                "credential_options": {
                  "challenge": "Y2hhbGxlbmdl",
                  "rp": { "id": "example.com", "name": "Example" },
                  "pubKeyCredParams": [{ "alg": -7, "type": "public-key" }]
                }
              }
            }
            """.utf8
          )
        ]
      )
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let response = try await sut.mfa.challenge(
        params: .init(factorId: factorId, webAuthn: .init(rpId: "example.com"))
      )

      expectNoDifference(response.id, "challenge-1")
      expectNoDifference(response.type, "webauthn")
      expectNoDifference(response.webauthn?.type, .create)

      // W3C option keys are camelCase and must survive decoding untouched.
      let options = response.webauthn?.credentialOptions.objectValue
      expectNoDifference(options?["challenge"]?.stringValue, "Y2hhbGxlbmdl")
      expectNoDifference(options?["pubKeyCredParams"]?.arrayValue?.count, 1)
    }

    @Test
    func mfaVerify() async throws {
      let factorId = "123"

      Mock(
        url: clientURL.appendingPathComponent("factors/\(factorId)/verify"),
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "Content-Length: 56" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"challenge_id\":\"123\",\"code\":\"123456\",\"factor_id\":\"123\"}" \
        	"http://localhost:54321/auth/v1/factors/123/verify"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      try await sut.mfa.verify(
        params: .init(
          factorId: factorId,
          challengeId: "123",
          code: "123456"
        )
      )
    }

    @Test
    func mfaUnenroll() async throws {
      Mock(
        url: clientURL.appendingPathComponent("factors/123"),
        statusCode: 200,
        data: [.delete: Data(#"{"id":"123"}"#.utf8)]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request DELETE \
        	--header "Authorization: Bearer accesstoken" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/factors/123"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let id = try await sut.mfa.unenroll(params: .init(factorId: "123")).id

      expectNoDifference(id, "123")
    }

    @Test
    func mfaChallengeAndVerify() async throws {
      let factorId = "123"
      let code = "456"

      Mock(
        url: clientURL.appendingPathComponent("factors/\(factorId)/challenge"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "id": "12345",
              "type": "totp",
              "expires_at": 12345678
            }
            """.utf8
          )
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/factors/123/challenge"
        """#
      }
      .register()

      Mock(
        url: clientURL.appendingPathComponent("factors/\(factorId)/verify"),
        statusCode: 200,
        data: [
          .post: MockData.session
        ]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Authorization: Bearer accesstoken" \
        	--header "Content-Length: 55" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"challenge_id\":\"12345\",\"code\":\"456\",\"factor_id\":\"123\"}" \
        	"http://localhost:54321/auth/v1/factors/123/verify"
        """#
      }
      .register()

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      try await sut.mfa.challengeAndVerify(
        params: MFAChallengeAndVerifyParams(
          factorId: factorId,
          code: code
        )
      )
    }

    @Test
    func mfaListFactors() async throws {
      let sut = makeSUT()

      var session = Session.validSession
      session.user.factors = [
        Factor(
          id: "1",
          friendlyName: nil,
          factorType: "totp",
          status: .verified,
          createdAt: Date(),
          updatedAt: Date()
        ),
        Factor(
          id: "2",
          friendlyName: nil,
          factorType: "totp",
          status: .unverified,
          createdAt: Date(),
          updatedAt: Date()
        ),
        Factor(
          id: "3",
          friendlyName: nil,
          factorType: "phone",
          status: .verified,
          createdAt: Date(),
          updatedAt: Date()
        ),
        Factor(
          id: "4",
          friendlyName: nil,
          factorType: "phone",
          status: .unverified,
          createdAt: Date(),
          updatedAt: Date()
        ),
      ]

      Dependencies[sut.clientID].sessionStorage.store(session)

      let factors = try await sut.mfa.listFactors()
      expectNoDifference(factors.totp.map(\.id), ["1"])
      expectNoDifference(factors.phone.map(\.id), ["3"])
    }

    @Test
    func mfaListFactorsIncludesWebAuthn() async throws {
      let sut = makeSUT()

      var session = Session.validSession
      session.user.factors = [
        Factor(
          id: "1",
          friendlyName: "My Passkey",
          factorType: "webauthn",
          status: .verified,
          createdAt: Date(),
          updatedAt: Date()
        ),
        Factor(
          id: "2",
          friendlyName: nil,
          factorType: "webauthn",
          status: .unverified,
          createdAt: Date(),
          updatedAt: Date()
        ),
        Factor(
          id: "3",
          friendlyName: nil,
          factorType: "totp",
          status: .verified,
          createdAt: Date(),
          updatedAt: Date()
        ),
      ]

      Dependencies[sut.clientID].sessionStorage.store(session)

      let factors = try await sut.mfa.listFactors()
      expectNoDifference(factors.webauthn.map(\.id), ["1"])
      expectNoDifference(factors.totp.map(\.id), ["3"])
    }

    @Test
    func getPasskeyRegistrationOptionsDecodesOptions() async throws {
      Mock(
        url: clientURL.appendingPathComponent("passkeys/registration/options"),
        statusCode: 200,
        data: [
          .post: Data(
            """
            {
              "challenge_id": "challenge-1",
              "expires_at": 1705312800,
              "options": {
                "challenge": "Y2hhbGxlbmdl",
                "rp": { "id": "example.com", "name": "Example" },
                "user": { "id": "dXNlci1pZA", "name": "user@example.com", "displayName": "User" },
                "pubKeyCredParams": [{ "alg": -7, "type": "public-key" }]
              }
            }
            """.utf8
          )
        ]
      )
      .register()

      let sut = makeSUT()
      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let options = try await sut.getPasskeyRegistrationOptions()

      expectNoDifference(options.challengeId, "challenge-1")
      expectNoDifference(options.options.objectValue?["challenge"]?.stringValue, "Y2hhbGxlbmdl")
      // W3C option keys (camelCase) must survive decoding untouched.
      expectNoDifference(options.options.objectValue?["pubKeyCredParams"]?.arrayValue?.count, 1)
    }

    @Test
    func listPasskeysReturnsItems() async throws {
      Mock(
        url: clientURL.appendingPathComponent("passkeys/"),
        statusCode: 200,
        data: [
          .get: Data(
            """
            [
              {
                "id": "11111111-1111-1111-1111-111111111111",
                "friendly_name": "Work Laptop",
                "created_at": "2024-01-15T10:00:00.000Z",
                "last_used_at": "2024-02-01T08:30:00.000Z"
              },
              {
                "id": "22222222-2222-2222-2222-222222222222",
                "friendly_name": null,
                "created_at": "2024-01-16T10:00:00.000Z",
                "last_used_at": null
              }
            ]
            """.utf8
          )
        ]
      )
      .register()

      let sut = makeSUT()
      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      let passkeys = try await sut.listPasskeys()

      expectNoDifference(
        passkeys.map(\.id),
        [
          UUID(uuidString: "11111111-1111-1111-1111-111111111111")!,
          UUID(uuidString: "22222222-2222-2222-2222-222222222222")!,
        ]
      )
      expectNoDifference(passkeys[0].friendlyName, "Work Laptop")
      expectNoDifference(passkeys[1].friendlyName, nil)
      expectNoDifference(passkeys[1].lastUsedAt, nil)
    }

    @Test
    func verifyPasskeyAuthenticationUpdatesSession() async throws {
      Mock(
        url: clientURL.appendingPathComponent("passkeys/authentication/verify"),
        statusCode: 200,
        data: [.post: MockData.session]
      )
      .register()

      let sut = makeSUT()

      let response = try await sut.verifyPasskeyAuthentication(
        challengeId: "challenge-1",
        credentialResponse: [
          "id": "credential-id",
          "rawId": "cmF3LWlk",
          "type": "public-key",
          "response": [
            "clientDataJSON": "Y2xpZW50LWRhdGE",
            "authenticatorData": "YXV0aA",
            "signature": "c2ln",
          ],
        ]
      )

      #expect(response.session != nil)

      // The returned session is persisted by the SDK (read storage directly to avoid a refresh).
      let stored = Dependencies[sut.clientID].sessionStorage.get()
      expectNoDifference(stored?.accessToken, response.session?.accessToken)
    }

    @Test
    func webAuthnCredentialOptionsParsing() throws {
      let options: JSONValue = [
        "challenge": "Y2hhbGxlbmdl",
        "user": [
          "id": "dXNlci1pZA",
          "name": "user@example.com",
          "displayName": "User",
        ],
      ]

      expectNoDifference(
        String(data: try options.webAuthnChallengeData(), encoding: .utf8),
        "challenge"
      )
      expectNoDifference(
        String(data: try options.webAuthnUserID(), encoding: .utf8),
        "user-id"
      )
      expectNoDifference(try options.webAuthnUserName(), "user@example.com")
    }

    @Test
    func webAuthnChallengeParsingThrowsWhenMissing() {
      let options: JSONValue = ["user": ["id": "dXNlci1pZA"]]
      #expect(throws: (any Error).self) { try options.webAuthnChallengeData() }
    }

    #if canImport(AuthenticationServices) && !os(tvOS) && !os(watchOS)
      @Test
      @MainActor
      func signInWithPasskeyDrivesFullFlow() async throws {
        Mock(
          url: clientURL.appendingPathComponent("passkeys/authentication/options"),
          statusCode: 200,
          data: [
            .post: Data(
              #"{"challenge_id":"ch-1","expires_at":1705312800,"options":{"challenge":"Y2hhbGxlbmdl","rpId":"example.com"}}"#
                .utf8)
          ]
        )
        .register()
        Mock(
          url: clientURL.appendingPathComponent("passkeys/authentication/verify"),
          statusCode: 200,
          data: [.post: MockData.session]
        )
        .register()

        // Capture what the SDK hands to the authenticator to prove it forwards the backend options.
        let forwardedOptions = LockIsolated<JSONValue?>(nil)
        let authenticator = WebAuthnAuthenticator(
          register: { _, _, _ in [:] },
          authenticate: { options, _, _ in
            forwardedOptions.setValue(options)
            return [
              "id": "cred", "rawId": "cmF3", "type": "public-key",
              "response": [
                "clientDataJSON": "Y2Rh", "authenticatorData": "YXV0aA", "signature": "c2ln",
              ],
            ]
          }
        )

        let sut = makeSUT()

        let response = try await sut._signInWithPasskey(
          presentationAnchor: ASPresentationAnchor(),
          authenticator: authenticator
        )

        #expect(response.session != nil)
        expectNoDifference(
          forwardedOptions.value?.objectValue?["challenge"]?.stringValue, "Y2hhbGxlbmdl")
      }

      @Test
      @MainActor
      func registerPasskeyDrivesFullFlow() async throws {
        Mock(
          url: clientURL.appendingPathComponent("passkeys/registration/options"),
          statusCode: 200,
          data: [
            .post: Data(
              #"{"challenge_id":"ch-1","expires_at":1705312800,"options":{"challenge":"Y2hhbGxlbmdl","rp":{"id":"example.com"},"user":{"id":"dXNlci1pZA","name":"u@e.com"}}}"#
                .utf8)
          ]
        )
        .register()
        Mock(
          url: clientURL.appendingPathComponent("passkeys/registration/verify"),
          statusCode: 200,
          data: [
            .post: Data(
              #"{"id":"11111111-1111-1111-1111-111111111111","friendly_name":"My Passkey","created_at":"2024-01-15T10:00:00.000Z","last_used_at":null}"#
                .utf8)
          ]
        )
        .register()

        let authenticator = WebAuthnAuthenticator(
          register: { _, _, _ in
            [
              "id": "cred", "rawId": "cmF3", "type": "public-key",
              "response": ["clientDataJSON": "Y2Rh", "attestationObject": "YXR0"],
            ]
          },
          authenticate: { _, _, _ in [:] }
        )

        let sut = makeSUT()
        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        let passkey = try await sut._registerPasskey(
          presentationAnchor: ASPresentationAnchor(),
          authenticator: authenticator
        )

        expectNoDifference(passkey.id, UUID(uuidString: "11111111-1111-1111-1111-111111111111")!)
        expectNoDifference(passkey.friendlyName, "My Passkey")
      }

      @Test
      @MainActor
      func enrollWebAuthnFactorDrivesFullFlow() async throws {
        Mock(
          url: clientURL.appendingPathComponent("factors"),
          statusCode: 200,
          data: [.post: Data(#"{"id":"factor-1","type":"webauthn"}"#.utf8)]
        )
        .register()
        Mock(
          url: clientURL.appendingPathComponent("factors/factor-1/challenge"),
          statusCode: 200,
          data: [
            .post: Data(
              #"{"id":"ch-1","type":"webauthn","expires_at":12345678,"webauthn":{"type":"create","credential_options":{"challenge":"Y2hhbGxlbmdl","rp":{"id":"example.com"}}}}"#
                .utf8)
          ]
        )
        .register()
        Mock(
          url: clientURL.appendingPathComponent("factors/factor-1/verify"),
          statusCode: 200,
          data: [.post: MockData.session]
        )
        .register()

        let authenticator = WebAuthnAuthenticator(
          register: { _, _, _ in
            [
              "id": "cred", "rawId": "cmF3", "type": "public-key",
              "response": ["clientDataJSON": "Y2Rh", "attestationObject": "YXR0"],
            ]
          },
          authenticate: { _, _, _ in [:] }
        )

        let sut = makeSUT()
        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        let session = try await sut.mfa._enrollWebAuthnFactor(
          friendlyName: "My Passkey",
          presentationAnchor: ASPresentationAnchor(),
          authenticator: authenticator
        )

        #expect(!(session.accessToken.isEmpty))
      }

      @Test
      @MainActor
      func verifyWebAuthnFactorDrivesFullFlow() async throws {
        Mock(
          url: clientURL.appendingPathComponent("factors/factor-1/challenge"),
          statusCode: 200,
          data: [
            .post: Data(
              #"{"id":"ch-1","type":"webauthn","expires_at":12345678,"webauthn":{"type":"request","credential_options":{"challenge":"Y2hhbGxlbmdl","rpId":"example.com"}}}"#
                .utf8)
          ]
        )
        .register()
        Mock(
          url: clientURL.appendingPathComponent("factors/factor-1/verify"),
          statusCode: 200,
          data: [.post: MockData.session]
        )
        .register()

        let forwardedRpId = LockIsolated<String?>(nil)
        let authenticator = WebAuthnAuthenticator(
          register: { _, _, _ in [:] },
          authenticate: { _, rpId, _ in
            forwardedRpId.setValue(rpId)
            return [
              "id": "cred", "rawId": "cmF3", "type": "public-key",
              "response": [
                "clientDataJSON": "Y2Rh", "authenticatorData": "YXV0aA", "signature": "c2ln",
              ],
            ]
          }
        )

        let sut = makeSUT()
        Dependencies[sut.clientID].sessionStorage.store(.validSession)

        let session = try await sut.mfa._verifyWebAuthnFactor(
          factorId: "factor-1",
          presentationAnchor: ASPresentationAnchor(),
          authenticator: authenticator
        )

        #expect(!(session.accessToken.isEmpty))
        // rpId is extracted from the server-returned credential_options, not passed by the caller.
        expectNoDifference(forwardedRpId.value, "example.com")
      }
    #endif

    @Test
    func getAuthenticatorAssuranceLevel_whenAALAndVerifiedFactor_shouldReturnAAL2() async throws {
      var session = Session.validSession

      // access token with aal token
      session.accessToken =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyLCJhYWwiOiJhYWwxIiwiYW1yIjpbeyJtZXRob2QiOiJ0b3RwIiwidGltZXN0YW1wIjoxNTE2MjM5MDIyfSx7Im1ldGhvZCI6InBob25lIiwidGltZXN0YW1wIjoxNTE2MjM5MDIyfV19.OQy2SmA1hcw9V5wrY-bvORjbFh5tWznLIfcMCqPu_6M"

      session.user.factors = [
        Factor(
          id: "1",
          friendlyName: nil,
          factorType: "totp",
          status: .verified,
          createdAt: Date(),
          updatedAt: Date()
        )
      ]

      let sut = makeSUT()

      Dependencies[sut.clientID].sessionStorage.store(session)

      let aal = try await sut.mfa.getAuthenticatorAssuranceLevel()

      expectNoDifference(
        aal,
        AuthMFAGetAuthenticatorAssuranceLevelResponse(
          currentLevel: "aal1",
          nextLevel: "aal2",
          currentAuthenticationMethods: [
            AMREntry(
              method: "totp",
              timestamp: 1_516_239_022
            ),
            AMREntry(
              method: "phone",
              timestamp: 1_516_239_022
            ),
          ]
        )
      )
    }

    @Test
    func getUserById() async throws {
      let id = UUID(uuidString: "859f402d-b3de-4105-a1b9-932836d9193b")!
      let sut = makeSUT()

      Mock(
        url: clientURL.appendingPathComponent("admin/users/\(id)"),
        statusCode: 200,
        data: [.get: MockData.user]
      )
      .snapshotRequest {
        #"""
        curl \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	"http://localhost:54321/auth/v1/admin/users/859F402D-B3DE-4105-A1B9-932836D9193B"
        """#
      }
      .register()

      let user = try await sut.admin.getUserById(id)

      expectNoDifference(user.id, id)
    }

    @Test
    func updateUserById() async throws {
      let id = UUID(uuidString: "859f402d-b3de-4105-a1b9-932836d9193b")!
      let sut = makeSUT()

      Mock(
        url: clientURL.appendingPathComponent("admin/users/\(id)"),
        statusCode: 200,
        data: [.put: MockData.user]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request PUT \
        	--header "Content-Length: 63" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"phone\":\"1234567890\",\"user_metadata\":{\"full_name\":\"John Doe\"}}" \
        	"http://localhost:54321/auth/v1/admin/users/859F402D-B3DE-4105-A1B9-932836D9193B"
        """#
      }
      .register()

      let attributes = AdminUserAttributes(
        phone: "1234567890",
        userMetadata: [
          "full_name": "John Doe"
        ]
      )

      let user = try await sut.admin.updateUserById(id, attributes: attributes)

      expectNoDifference(user.id, id)
    }

    @Test
    func createUser() async throws {
      let sut = makeSUT()

      Mock(
        url: clientURL.appendingPathComponent("admin/users"),
        statusCode: 200,
        data: [.post: MockData.user]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 98" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"email\":\"test@example.com\",\"password\":\"password\",\"password_hash\":\"password\",\"phone\":\"1234567890\"}" \
        	"http://localhost:54321/auth/v1/admin/users"
        """#
      }
      .register()

      let attributes = AdminUserAttributes(
        email: "test@example.com",
        password: "password",
        passwordHash: "password",
        phone: "1234567890"
      )

      _ = try await sut.admin.createUser(attributes: attributes)
    }

    @Test
    func inviteUserByEmail() async throws {
      let sut = makeSUT()

      Mock(
        url: clientURL.appendingPathComponent("admin/invite"),
        ignoreQuery: true,
        statusCode: 200,
        data: [.post: MockData.user]
      )
      .snapshotRequest {
        #"""
        curl \
        	--request POST \
        	--header "Content-Length: 60" \
        	--header "Content-Type: application/json" \
        	--header "X-Client-Info: auth-swift/0.0.0" \
        	--header "X-Supabase-Api-Version: 2024-01-01" \
        	--header "apikey: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0" \
        	--data "{\"data\":{\"full_name\":\"John Doe\"},\"email\":\"test@example.com\"}" \
        	"http://localhost:54321/auth/v1/admin/invite?redirect_to=https://example.com"
        """#
      }
      .register()

      _ = try await sut.admin.inviteUserByEmail(
        "test@example.com",
        data: ["full_name": "John Doe"],
        redirectTo: URL(string: "https://example.com")
      )
    }

    @Test
    func removeSessionAndSignoutIfSessionNotFoundErrorReturned() async throws {
      let sut = makeSUT()

      Mock(
        url: clientURL.appendingPathComponent("user"),
        statusCode: 403,
        data: [
          .get: Data(
            """
            {
              "error_code": "session_not_found",
              "message": "Session not found"
            }
            """.utf8
          )
        ]
      )
      .register()

      Dependencies[sut.clientID].sessionStorage.store(.validSession)

      try await assertAuthStateChanges(
        sut: sut,
        action: {
          do {
            _ = try await sut.user()
            Issue.record("Expected failure")
          } catch {
            #expect(error as? AuthError == .sessionMissing)
          }
        },
        expectedEvents: [.initialSession, .signedOut]
      )

      #expect(Dependencies[sut.clientID].sessionStorage.get() == nil)
    }

    @Test
    func removeSessionAndSignoutIfRefreshTokenNotFoundErrorReturned() async throws {
      let sut = makeSUT()

      Mock(
        url: clientURL.appendingPathComponent("token").appendingQueryItems([
          URLQueryItem(name: "grant_type", value: "refresh_token")
        ]),
        statusCode: 403,
        data: [
          .post: Data(
            """
            {
              "error_code": "refresh_token_not_found",
              "message": "Invalid Refresh Token: Refresh Token Not Found"
            }
            """.utf8
          )
        ]
      )
      .register()

      Dependencies[sut.clientID].sessionStorage.store(.expiredSession)

      let expectedEvents = [AuthChangeEvent.initialSession, .signedOut]

      try await assertAuthStateChanges(
        sut: sut,
        action: {
          do {
            _ = try await sut.session
            Issue.record("Expected failure")
          } catch {
            #expect(error as? AuthError == .sessionMissing)
          }
        },
        expectedEvents: expectedEvents
      )

      #expect(Dependencies[sut.clientID].sessionStorage.get() == nil)
    }

    @Test
    func refreshToken() async throws {
      let sut = makeSUT()

      Mock(
        url: clientURL.appendingPathComponent("token").appendingQueryItems([
          URLQueryItem(name: "grant_type", value: "refresh_token")
        ]),
        statusCode: 200,
        data: [.post: try AuthClient.Configuration.jsonEncoder.encode(Session.validSession)]
      )
      .register()

      Dependencies[sut.clientID].sessionStorage.store(.expiredSession)

      let expectedEvents = [AuthChangeEvent.initialSession, .tokenRefreshed]

      try await assertAuthStateChanges(
        sut: sut,
        action: {
          _ = try await sut.session
        },
        expectedEvents: expectedEvents
      )
    }

    // MARK: - getClaims Tests

    @Test
    func getClaims_withHS256JWT_shouldFallbackAndReturnClaims() async throws {
      // HS256 JWT (symmetric algorithm) - will use server-side verification
      let jwt =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OSwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.4Adcj0vZKqXRB_mPpDVkWvB3xw7yHYjpzGJLKFQjKEc"

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(jwt: jwt)

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.iss == "http://localhost:54321/auth/v1")
      if case .string(let aud) = result.claims.aud {
        #expect(aud == "authenticated")
      } else {
        Issue.record("Expected string audience")
      }
      #expect(result.claims.role == "authenticated")
      #expect(result.header.alg == "HS256")
      #expect(result.header.kid == nil)
    }

    @Test
    func getClaims_withoutJWT_shouldUseSessionAccessToken() async throws {
      // HS256 JWT from session
      let jwt =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OSwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.4Adcj0vZKqXRB_mPpDVkWvB3xw7yHYjpzGJLKFQjKEc"

      var session = Session.validSession
      session.accessToken = jwt

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()
      Dependencies[sut.clientID].sessionStorage.store(session)

      let result = try await sut.getClaims()

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.role == "authenticated")
    }

    @Test
    func getClaims_withProvidedJWKS_shouldStillFallbackForES256() async throws {
      // ES256 is not yet supported client-side, so it will fallback to server even with JWKS
      let jwt =
        "eyJhbGciOiJFUzI1NiIsImtpZCI6InRlc3Qta2lkIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OSwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.dummysignature"

      // JWK is Codable, no custom init needed
      let jwkDict: [String: Any] = [
        "kty": "EC",
        "kid": "test-kid",
        "alg": "ES256",
        "crv": "P-256",
        "x": "MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4",
        "y": "4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM",
      ]

      let jwkData = try JSONSerialization.data(withJSONObject: jwkDict)
      let jwk = try AuthClient.Configuration.jsonDecoder.decode(JWK.self, from: jwkData)
      let jwks = JWKS(keys: [jwk])

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(jwt: jwt, options: GetClaimsOptions(jwks: jwks))

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.role == "authenticated")
    }

    @Test
    func getClaims_withES256JWT_shouldFallbackToServerVerification() async throws {
      // ES256 JWT without kid - will fallback to server
      let jwt =
        "eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OSwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.dummysignature"

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(jwt: jwt)

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.role == "authenticated")
    }

    @Test
    func getClaims_withRS256JWT_whenJWKNotFound_shouldFallbackToServerVerification() async throws {
      // RS256 JWT with kid but key not in JWKS - will try to fetch JWKS, not find it, then fallback to server
      let jwt =
        "eyJhbGciOiJSUzI1NiIsImtpZCI6InRlc3Qta2lkIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OSwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.dummysignature"

      // Mock JWKS endpoint with different kid
      let jwksDict: [String: Any] = [
        "keys": [
          [
            "kty": "RSA",
            "kid": "different-kid",
            "alg": "RS256",
            "n": "modulus",
            "e": "AQAB",
          ]
        ]
      ]
      let jwksData = try JSONSerialization.data(withJSONObject: jwksDict)

      Mock(
        url: clientURL.appendingPathComponent(".well-known/jwks.json"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: jwksData]
      ).register()

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(jwt: jwt)

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.role == "authenticated")
    }

    @Test
    func getClaims_withNoKidInHeader_shouldFallbackToServerVerification() async throws {
      // JWT without kid - cannot look up in JWKS
      let jwt =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5ODc2NTQzMjEiLCJpc3MiOiJodHRwOi8vbG9jYWxob3N0OjU0MzIxL2F1dGgvdjEiLCJhdWQiOiJhdXRoZW50aWNhdGVkIiwiZXhwIjo5OTk5OTk5OTk5LCJpYXQiOjE1MTYyMzkwMjIsInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.YT0NvH-jYKCiN-wrAVcMmTIxZkQ3OtqTVFjJAqGcRuw"

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(jwt: jwt)

      #expect(result.claims.sub == "987654321")
      #expect(result.claims.role == "authenticated")
    }

    @Test
    func getClaims_withoutJWTAndNoSession_shouldThrowSessionMissing() async throws {
      let sut = makeSUT()

      do {
        _ = try await sut.getClaims()
        Issue.record("Expected sessionMissing error")
      } catch let error as AuthError {
        guard case .sessionMissing = error else {
          Issue.record("Expected sessionMissing error, got \(error)")
          return
        }
      } catch {
        Issue.record("Expected AuthError, got \(error)")
      }
    }

    @Test
    func getClaims_withInvalidJWTStructure_shouldThrowJWTVerificationFailed() async throws {
      let invalidJWT = "invalid.jwt.token"

      let sut = makeSUT()

      do {
        _ = try await sut.getClaims(jwt: invalidJWT)
        Issue.record("Expected jwtVerificationFailed error")
      } catch let error as AuthError {
        guard case .jwtVerificationFailed(let message) = error else {
          Issue.record("Expected jwtVerificationFailed error, got \(error)")
          return
        }
        #expect(message == "Invalid JWT structure")
      } catch {
        Issue.record("Expected AuthError, got \(error)")
      }
    }

    @Test
    func getClaims_withExpiredJWT_shouldThrowJWTVerificationFailed() async throws {
      // JWT with exp in the past
      let expiredJWT =
        "eyJhbGciOiJFUzI1NiIsImtpZCI6InRlc3Qta2lkIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6MTUxNjIzOTAyMiwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.MEYCIQDmtLy0PF_lR7rJQHyKLmJKp1xFKECfVvGTBcXiVnz0jAIhAOoXZJ3kHSA2MqL1XhcUy8dWOZCr6zWCN_FXsP8qKfPR"

      let sut = makeSUT()

      do {
        _ = try await sut.getClaims(jwt: expiredJWT)
        Issue.record("Expected jwtVerificationFailed error")
      } catch let error as AuthError {
        guard case .jwtVerificationFailed(let message) = error else {
          Issue.record("Expected jwtVerificationFailed error, got \(error)")
          return
        }
        #expect(message == "JWT has expired")
      } catch {
        Issue.record("Expected AuthError, got \(error)")
      }
    }

    @Test
    func getClaims_withExpiredJWTAndAllowExpired_shouldReturnClaims() async throws {
      // JWT with exp in the past but allowExpired option - falls back to server
      let expiredJWT =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6MTUxNjIzOTAyMiwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.aN0HLYHkp7nKZp4xWvBaDqSrCFBxk2tq0KZc4BXGqYs"

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(
        jwt: expiredJWT,
        options: GetClaimsOptions(allowExpired: true)
      )

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.exp == 1_516_239_022)
    }

    @Test
    func getClaims_whenServerRejectsJWT_shouldThrowError() async throws {
      // HS256 JWT that will be verified server-side
      let jwt =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OSwiaWF0IjoxNTE2MjM5MDIyLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.4Adcj0vZKqXRB_mPpDVkWvB3xw7yHYjpzGJLKFQjKEc"

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 401,
        data: [
          .get: try! AuthClient.Configuration.jsonEncoder.encode([
            "error": "invalid_token",
            "error_description": "Invalid JWT",
          ])
        ]
      ).register()

      let sut = makeSUT()

      do {
        _ = try await sut.getClaims(jwt: jwt)
        Issue.record("Expected error from server")
      } catch {
        // Expected to fail
      }
    }

    @Test
    func getClaims_withComplexClaims_shouldDecodeAllFields() async throws {
      // JWT with multiple claim fields
      // HS256 so it falls back to server verification
      let jwt =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjoiYXV0aGVudGljYXRlZCIsImV4cCI6OTk5OTk5OTk5OSwiaWF0IjoxNTE2MjM5MDIyLCJuYmYiOjE1MTYyMzkwMjIsImp0aSI6InRlc3QtanRpIiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQiLCJlbWFpbCI6InRlc3RAZXhhbXBsZS5jb20iLCJwaG9uZSI6IisxMjM0NTY3ODkwIn0.dBYm1Y-TfRjPsxw_gXqHB5zGHSH9hXS0OeFN_wL8HbA"

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(jwt: jwt)

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.iss == "http://localhost:54321/auth/v1")
      if case .string(let aud) = result.claims.aud {
        #expect(aud == "authenticated")
      } else {
        Issue.record("Expected string audience")
      }
      #expect(result.claims.exp == 9_999_999_999)
      #expect(result.claims.iat == 1_516_239_022)
      #expect(result.claims.nbf == 1_516_239_022)
      #expect(result.claims.jti == "test-jti")
      #expect(result.claims.role == "authenticated")
      #expect(result.claims.email == "test@example.com")
      #expect(result.claims.phone == "+1234567890")
    }

    @Test
    func getClaims_withArrayAudience_shouldDecodeCorrectly() async throws {
      // JWT with audience as array
      let jwt =
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaXNzIjoiaHR0cDovL2xvY2FsaG9zdDo1NDMyMS9hdXRoL3YxIiwiYXVkIjpbImF1dGhlbnRpY2F0ZWQiLCJzZXJ2aWNlLXJvbGUiXSwiZXhwIjo5OTk5OTk5OTk5LCJpYXQiOjE1MTYyMzkwMjIsInJvbGUiOiJhdXRoZW50aWNhdGVkIn0.Jz-lHQoR2VsQ_vX8wKyN7mPxT4aU9cF1bYsHqGdWlIk"

      let user = User(fromMockNamed: "user")

      Mock(
        url: clientURL.appendingPathComponent("user"),
        ignoreQuery: true,
        contentType: .json,
        statusCode: 200,
        data: [.get: try! AuthClient.Configuration.jsonEncoder.encode(user)]
      ).register()

      let sut = makeSUT()

      let result = try await sut.getClaims(jwt: jwt)

      #expect(result.claims.sub == "1234567890")
      #expect(result.claims.aud != nil)
    }

    private func makeSUT(
      flowType: AuthFlowType = .pkce
    ) -> AuthClient {
      let sessionConfiguration = URLSessionConfiguration.default
      sessionConfiguration.protocolClasses = [MockingURLProtocol.self]
      let session = URLSession(configuration: sessionConfiguration)

      let configuration = AuthClient.Configuration(
        url: clientURL,
        headers: [
          "apikey":
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0"
        ],
        flowType: flowType,
        localStorage: storage,
        fetch: { request in
          try await session.data(for: request)
        }
      )

      let sut = AuthClient(configuration: configuration)

      Dependencies[sut.clientID].pkce.generateCodeVerifier = {
        "nt_xCJhJXUsIlTmbE_b0r3VHDKLxFTAwXYSj1xF3ZPaulO2gejNornLLiW_C3Ru4w-5lqIh1XE2LTOsSKrj7iA"
      }

      Dependencies[sut.clientID].pkce.generateCodeChallenge = { _ in
        "hgJeigklONUI1pKSS98MIAbtJGaNu0zJU1iSiFOn2lY"
      }

      return sut
    }

    /// Convenience method for testing auth state changes and asserting events
    /// - Parameters:
    ///   - sut: The AuthClient instance to monitor
    ///   - action: The async action to perform that should trigger events
    ///   - expectedEvents: Array of expected AuthChangeEvent values
    ///   - expectedSessions: Array of expected Session values (optional)
    private func assertAuthStateChanges<T>(
      sut: AuthClient,
      action: () async throws -> T,
      expectedEvents: [AuthChangeEvent],
      expectedSessions: [Session?]? = nil,
      // `withMainSerialExecutor` hijacks a process-wide task-enqueue hook, so while this or any
      // other suite serialized against it (.mainSerialExecutorSerialized) holds it, every
      // concurrently-running suite in the process gets its own task scheduling funneled onto the
      // same queue too. Under CI's loaded simulator that queue can back up well past what a fast
      // local run would ever see — 30s gives real headroom without masking a genuinely stuck test.
      timeout: TimeInterval = 30,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) async throws -> T {
      let receivedEvents = LockIsolated([(event: AuthChangeEvent, session: Session?)]())
      let finished = LockIsolated(false)

      Task {
        for await change in sut.authStateChanges {
          if finished.value {
            Issue.record("Received event '\(change.event)' after it finished.")
          }
          receivedEvents.withValue { $0.append(change) }
        }
      }

      await Task.megaYield()

      let result = try await action()

      try await withTimeout(interval: timeout) {
        defer { finished.setValue(true) }
        while receivedEvents.count < expectedEvents.count {
          await Task.yield()
        }
      }

      await Task.megaYield()

      expectNoDifference(
        receivedEvents.value.map(\.event),
        expectedEvents,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )

      if let expectedSessions = expectedSessions {
        expectNoDifference(
          receivedEvents.value.map(\.session),
          expectedSessions,
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
      }

      return result
    }
  }
}

extension HTTPResponse {
  static func stub(
    _ body: String = "",
    code: Int = 200,
    headers: [String: String]? = nil
  ) -> HTTPResponse {
    HTTPResponse(
      data: body.data(using: .utf8)!,
      response: HTTPURLResponse(
        url: clientURL,
        statusCode: code,
        httpVersion: nil,
        headerFields: headers
      )!
    )
  }

  static func stub(
    fromFileName fileName: String,
    code: Int = 200,
    headers: [String: String]? = nil
  ) -> HTTPResponse {
    HTTPResponse(
      data: json(named: fileName),
      response: HTTPURLResponse(
        url: clientURL,
        statusCode: code,
        httpVersion: nil,
        headerFields: headers
      )!
    )
  }

  static func stub(
    _ value: some Encodable,
    code: Int = 200,
    headers: [String: String]? = nil
  ) -> HTTPResponse {
    HTTPResponse(
      data: try! AuthClient.Configuration.jsonEncoder.encode(value),
      response: HTTPURLResponse(
        url: clientURL,
        statusCode: code,
        httpVersion: nil,
        headerFields: headers
      )!
    )
  }
}

enum MockData {
  static let listUsersResponse = try! Data(
    contentsOf: Bundle.module.url(forResource: "list-users-response", withExtension: "json")!
  )

  static let session = try! Data(
    contentsOf: Bundle.module.url(forResource: "session", withExtension: "json")!
  )

  static let user = try! Data(
    contentsOf: Bundle.module.url(forResource: "user", withExtension: "json")!
  )

  static let anonymousSignInResponse = try! Data(
    contentsOf: Bundle.module.url(forResource: "anonymous-sign-in-response", withExtension: "json")!
  )

  static let signUpConfirmationRequired = try! Data(
    contentsOf: Bundle.module.url(forResource: "signup-response", withExtension: "json")!
  )

  static let emailChangeSingleConfirmation = try! Data(
    contentsOf: Bundle.module.url(
      forResource: "email-change-single-confirmation", withExtension: "json"
    )!
  )
}
