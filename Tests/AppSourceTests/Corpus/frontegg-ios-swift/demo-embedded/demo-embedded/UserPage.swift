import SwiftUI
import FronteggSwift
import UIKit

struct UserPage: View {
    @EnvironmentObject private var fronteggAuth: FronteggAuth
    @State private var message: Message?
    @State private var messageTimer: Timer?
    @State private var loadSuccess: Bool?
    @State private var entitlementFeature: Entitlement?
    @State private var entitlementPermission: Entitlement?
    @State private var entitlementUnifiedFeature: Entitlement?
    @State private var entitlementUnifiedPermission: Entitlement?
    @State private var entitlementsLoading = false
    @State private var showAdminPortal = false
    // Active tenant on the most recent entitlements render. See FR-24821 —
    // without this, the UI shows stale verdicts after switchTenant until the
    // user manually re-taps "Load entitlements".
    @State private var lastRenderedTenantId: String?

    struct Message: Identifiable {
        let id = UUID()
        let text: String
        let isSuccess: Bool
    }
    
    var body: some View {
        if fronteggAuth.isLoading {
            LoaderView()
        } else {
            ZStack() {
                Color.backgroundColor.ignoresSafeArea()
                mainContent
            }
            .overlay(FronteggAppBar()
                .ignoresSafeArea(edges: .top),alignment: .top)
            .overlay(Footer()
                .ignoresSafeArea(edges: .bottom),alignment: .bottom)
            .sheet(isPresented: $showAdminPortal) {
                AdminPortalView()
            }
            // Auto-refresh entitlements after switchTenant — see FR-24821.
            .onChange(of: fronteggAuth.user?.activeTenant.id) { newTenantId in
                guard let newTenantId = newTenantId else {
                    lastRenderedTenantId = nil
                    return
                }
                if lastRenderedTenantId != nil && lastRenderedTenantId != newTenantId {
                    // forceRefresh: true is REQUIRED — a plain cache read races the
                    // SDK's clear()+reload during the switch and renders the new
                    // tenant as not-entitled (FR-24821).
                    loadEntitlements(forceRefresh: true)
                }
                lastRenderedTenantId = newTenantId
            }
        }
    }
    
    private var mainContent: some View {
        ScrollView {
            Spacer().frame(height: 130)
            if let message = message {
                MessageView(message: message)
            }
            
            Spacer().frame(height: 16)
            if fronteggAuth.isOfflineMode {
                Text("Offline Mode")
                    .accessibilityIdentifier("OfflineModeBadge")
            }
            if DemoEmbeddedTestMode.isEnabled {
                testAccessTokenDiagnostics
            }
            userContent
            Spacer(minLength: 220)
        }
    }
    
    private var userContent: some View {
        CardView{
            VStack(spacing: 0) {
                if let user = fronteggAuth.user {
                    UserHeaderView(user: user)
                    Spacer().frame(height: 16)
                    TenantInfo(activeTenant: user.activeTenant, tenants: user.tenants)
                    Spacer().frame(height: 24)
                    UserInfoView(user: user)
                    Spacer().frame(height: 16)
                    
                    sensitiveActionButton
                    Spacer().frame(height: 12)
                    getAccessTokenButton
                    Spacer().frame(height: 12)
                    getLocalAccessTokenButton
                    Spacer().frame(height: 12)
                    adminPortalButton
                    Spacer().frame(height: 16)
                    entitlementsSection
                    Spacer().frame(height: 24)
                }
            }
            .padding(.horizontal, 24)
        }.padding(.horizontal, 24)
    }
    
    private var sensitiveActionButton: some View {
        Button("Sensitive action") {
            handleSensitiveAction()
        }
        .buttonStyle(PrimaryButtonStyle())
        .padding(.horizontal, 8)
        .accessibilityIdentifier("SensitiveActionButton")
    }

    private var adminPortalButton: some View {
        Button("Open Admin Portal") {
            showAdminPortal = true
        }
        .buttonStyle(PrimaryButtonStyle())
        .padding(.horizontal, 8)
        .accessibilityIdentifier("OpenAdminPortalButton")
    }
    
    private var getAccessTokenButton: some View {
        Button("Get Current Access Token") {
            Task {
                do {
                    let token = try await fronteggAuth.getOrRefreshAccessTokenAsync()
                    if let token = token, token.isEmpty == false {
                        UIPasteboard.general.string = token
                        showMessage("Access token copied to clipboard", isSuccess: true)
                    } else {
                        showMessage("No access token available", isSuccess: false)
                    }
                } catch {
                    showMessage("Failed to get access token", isSuccess: false)
                }
            }
        }
        .buttonStyle(PrimaryButtonStyle())
        .padding(.horizontal, 8)
        .accessibilityIdentifier("GetCurrentAccessTokenButton")
    }

    private var getLocalAccessTokenButton: some View {
        Button("Get Local Access Token") {
            if let token = fronteggAuth.accessToken, token.isEmpty == false {
                UIPasteboard.general.string = token
                showMessage("Local access token copied to clipboard", isSuccess: true)
            } else {
                showMessage("No local access token available", isSuccess: false)
            }
        }
        .buttonStyle(PrimaryButtonStyle())
        .padding(.horizontal, 8)
        .accessibilityIdentifier("GetLocalAccessTokenButton")
    }

    private var entitlementsSection: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Entitlements")
                .font(.bodyMedium)
                .fontWeight(.semibold)
                .foregroundColor(.gray800)
            Button("Load entitlements") {
                loadEntitlements()
            }
            .buttonStyle(PrimaryButtonStyle())
            .padding(.horizontal, 8)
            .disabled(entitlementsLoading)
            if entitlementsLoading {
                Text("Loading…")
                    .font(.caption)
                    .foregroundColor(.gray)
            }
            if let success = loadSuccess {
                Text(success ? "Load succeeded" : "Load failed")
                    .font(.caption)
                    .foregroundColor(success ? .greenForeground : .redForeground)
            }
            if let state = entitlementStateSummary {
                Text(state)
                    .font(.caption2)
                    .foregroundColor(.gray)
            }
            if let e = entitlementFeature {
                entitlementRow(label: "getFeatureEntitlements(\"sso\")", entitlement: e)
            }
            if let e = entitlementUnifiedFeature {
                entitlementRow(label: "getEntitlements(.featureKey(\"proteins.*\"))", entitlement: e)
            }
            if let e = entitlementPermission {
                entitlementRow(label: "getPermissionEntitlements(\"dora.protein.*\")", entitlement: e)
            }
            if let e = entitlementUnifiedPermission {
                entitlementRow(label: "getEntitlements(.permissionKey(\"fe.secure.*\"))", entitlement: e)
            }
        }
    }

    private var entitlementStateSummary: String? {
        let state = fronteggAuth.entitlements.state
        guard !state.featureKeys.isEmpty || !state.permissionKeys.isEmpty else { return nil }
        return "Cached: \(state.featureKeys.count) feature(s), \(state.permissionKeys.count) permission(s)"
    }

    private func entitlementRow(label: String, entitlement: Entitlement) -> some View {
        HStack(alignment: .top, spacing: 8) {
            Image(systemName: entitlement.isEntitled ? "checkmark.circle.fill" : "xmark.circle.fill")
                .foregroundColor(entitlement.isEntitled ? .greenForeground : .redForeground)
            VStack(alignment: .leading, spacing: 2) {
                Text(label)
                    .font(.caption)
                    .foregroundColor(.gray800)
                Text(entitlement.isEntitled ? "Entitled" : "Not entitled\(entitlement.justification.map { " (\($0))" } ?? "")")
                    .font(.caption2)
                    .foregroundColor(entitlement.isEntitled ? .greenForeground : .redForeground)
            }
            Spacer()
        }
        .padding(8)
        .background(Color.white)
        .cornerRadius(8)
    }

    // forceRefresh MUST be true when called from the tenant-switch `.onChange`
    // handler (FR-24821): a forceRefresh=false call short-circuits and reads the
    // verdict during the SDK's cleared-but-not-yet-reloaded window. The button
    // keeps forceRefresh=false.
    private func loadEntitlements(forceRefresh: Bool = false) {
        entitlementsLoading = true
        loadSuccess = nil
        entitlementFeature = nil
        entitlementPermission = nil
        entitlementUnifiedFeature = nil
        entitlementUnifiedPermission = nil
        fronteggAuth.loadEntitlements(forceRefresh: forceRefresh) { success in
            let feature = fronteggAuth.getFeatureEntitlements(featureKey: "sso")
            let unifiedFeature = fronteggAuth.getEntitlements(options: .featureKey("proteins.*"))
            let permission = fronteggAuth.getPermissionEntitlements(permissionKey: "dora.protein.*")
            let unifiedPermission = fronteggAuth.getEntitlements(options: .permissionKey("fe.secure.*"))
            DispatchQueue.main.async {
                loadSuccess = success
                entitlementFeature = feature
                entitlementPermission = permission
                entitlementUnifiedFeature = unifiedFeature
                entitlementUnifiedPermission = unifiedPermission
                entitlementsLoading = false
            }
        }
    }

    private var footerContent: some View {
        VStack {
            Spacer()
            Footer(showSignUpBanner: fronteggAuth.baseUrl == "https://app-x4gr8g28fxr5.frontegg.com")
        }
    }
    
    private func handleSensitiveAction() {
        let isSteppedUp = fronteggAuth.isSteppedUp(maxAge: 60)
        if isSteppedUp {
            showMessage("You are already stepped up", isSuccess: true)
        } else {
            Task {
                await fronteggAuth.stepUp(maxAge: 60) { res in
                    switch(res) {
                    case .success(_) :
                        showMessage("Action completed successfully", isSuccess: true)
                    case .failure(_):
                        showMessage("Action completed with failure", isSuccess: false)
                    }
                    
                }
            }
        }
    }
    
    private func showMessage(_ text: String, isSuccess: Bool) {
        message = Message(text: text, isSuccess: isSuccess)
        messageTimer?.invalidate()
        messageTimer = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
            message = nil
        }
    }

    private var testAccessTokenDiagnostics: some View {
        let diagnostics = currentAccessTokenDiagnostics
        return VStack(spacing: 0) {
            // E2E-only step-up trigger. Mirrors the "Sensitive action" button but without the
            // trailing .padding modifier (which makes the accessibility element the padded
            // container so XCUITest taps don't reach the inner Button), and positioned near the
            // top of the scroll view so it is reliably hittable in the embedded E2E suite.
            Button("E2E Step Up") {
                handleSensitiveAction()
            }
            .accessibilityIdentifier("E2EStepUpButton")
            Text(diagnostics.version)
                .font(.system(size: 1))
                .foregroundColor(.clear)
                .accessibilityIdentifier("AccessTokenVersionValue")
            Text(diagnostics.exp)
                .font(.system(size: 1))
                .foregroundColor(.clear)
                .accessibilityIdentifier("AccessTokenExpValue")
            Text(diagnostics.remainingSeconds)
                .font(.system(size: 1))
                .foregroundColor(.clear)
                .accessibilityIdentifier("AccessTokenRemainingSecondsValue")
            Text(diagnostics.shouldRefresh)
                .font(.system(size: 1))
                .foregroundColor(.clear)
                .accessibilityIdentifier("AccessTokenShouldRefreshValue")
            Text(diagnostics.initializing)
                .font(.system(size: 1))
                .foregroundColor(.clear)
                .accessibilityIdentifier("AuthInitializingValue")
            Text(diagnostics.refreshingToken)
                .font(.system(size: 1))
                .foregroundColor(.clear)
                .accessibilityIdentifier("AuthRefreshingTokenValue")
            Text(diagnostics.isLoading)
                .font(.system(size: 1))
                .foregroundColor(.clear)
                .accessibilityIdentifier("AuthIsLoadingValue")
        }
    }

    private var currentAccessTokenDiagnostics: (
        version: String,
        exp: String,
        remainingSeconds: String,
        shouldRefresh: String,
        initializing: String,
        refreshingToken: String,
        isLoading: String
    ) {
        guard let accessToken = fronteggAuth.accessToken,
              let claims = try? JWTHelper.decode(jwtToken: accessToken) else {
            return (
                "missing",
                "missing",
                "missing",
                "missing",
                fronteggAuth.initializing ? "1" : "0",
                fronteggAuth.refreshingToken ? "1" : "0",
                fronteggAuth.isLoading ? "1" : "0"
            )
        }

        let version: String
        if let tokenVersion = claims["token_version"] as? Int {
            version = String(tokenVersion)
        } else {
            version = "missing"
        }

        let exp: String
        if let expValue = claims["exp"] as? Int {
            exp = String(expValue)
        } else {
            exp = "missing"
        }

        let remainingSeconds: String
        let shouldRefresh: String
        if let expValue = claims["exp"] as? Int {
            let remaining = expValue - Int(Date().timeIntervalSince1970)
            remainingSeconds = String(remaining)

            let remainingMilliseconds = (Double(expValue) * 1000) - (Date().timeIntervalSince1970 * 1000)
            let refreshOffset = remainingMilliseconds > 20_000
                ? (remainingMilliseconds * 0.8) / 1000
                : max((remainingMilliseconds - 20_000) / 1000, 0)
            shouldRefresh = refreshOffset <= 15 ? "1" : "0"
        } else {
            remainingSeconds = "missing"
            shouldRefresh = "missing"
        }

        return (
            version,
            exp,
            remainingSeconds,
            shouldRefresh,
            fronteggAuth.initializing ? "1" : "0",
            fronteggAuth.refreshingToken ? "1" : "0",
            fronteggAuth.isLoading ? "1" : "0"
        )
    }
}

struct MessageView: View {
    let message: UserPage.Message
    
    var body: some View {
        let bacground: Color = message.isSuccess ? .greenBackground : .redBackground
        HStack {
            Image(systemName: message.isSuccess ? "checkmark.circle.fill" : "exclamationmark.circle.fill")
                .resizable()
                .frame(width: 16, height: 16)
                .foregroundColor(message.isSuccess ? .greenForeground : .redForeground)
            
            Text(message.text)
                .font(.bodyMedium)
                .fontWeight(.semibold)
                .foregroundColor(message.isSuccess ? .greenForeground : .redForeground)
            
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(bacground)
        .cornerRadius(16)
        .padding(.horizontal, 24)
        .accessibilityIdentifier("UserPageMessage")
    }
}

struct UserHeaderView: View {
    let user: User
    
    var body: some View {
        Text("Hello, \(user.name.components(separatedBy: " ").first ?? "")!")
            .font(.headlineSmall)
            .foregroundColor(Color(hex: "202020"))
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, 24)
    }
}

struct UserInfoView: View {
    let user: User
    
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                AsyncImage(url: URL(string: user.profilePictureUrl)) { image in
                    image.resizable()
                } placeholder: {
                    Color.gray
                }
                .frame(width: 24, height: 24)
                .clipShape(Circle())
                
                Text(user.name)
                    .font(.bodyMedium)
                    .foregroundColor(.gray800)
                Spacer()
            }
            .padding(.top, 4)
            .padding(.leading, 4)
            .padding(.trailing, 4)
            
            Divider()
            
            HStack(alignment: .top, spacing: 0) {
                
                VStack(alignment: .leading, spacing: 16) {
                    HStack{
                        InfoLabel("Name")
                        Spacer()
                    }
                    
                    InfoLabel("Email")
                    InfoLabel("Roles")
                }
                .frame(width: 80)
                
                
                VStack(alignment: .leading, spacing: 16) {
                    HStack{ Text(user.name)
                            .font(.bodyMedium)
                            .foregroundColor(Color(hex: "7A7C81"))
                            .lineLimit(1)
                        Spacer()
                    }
                    Text(user.email)
                        .font(.bodyMedium)
                        .foregroundColor(Color(hex: "7A7C81"))
                        .lineLimit(1)
                        .accessibilityIdentifier("UserEmailValue")
                    Text(user.roles.isEmpty ? "No roles assigned" : user.roles.map { $0.name }.joined(separator: ", "))
                        .font(.bodyMedium)
                        .foregroundColor(Color(hex: "7A7C81"))
                        .lineLimit(1)
                }
            }
            .padding(8)
            .padding(.bottom, 16)
        }
        .padding(.top, 16)
        .padding(.trailing, 16)
        .padding(.leading, 16)
        .background(Color.white)
        .cornerRadius(8)
        .shadow(radius: 2)
    }
}

struct InfoLabel: View {
    let text: String
    
    init(_ text: String) {
        self.text = text
    }
    
    var body: some View {
        Text(text)
            .font(.bodyMedium)
            .foregroundColor(.textColor)
            .fontWeight(.semibold)
            .foregroundColor(.gray800)
    }
}

struct TenantInfo: View {
    let activeTenant: Tenant
    let tenants: [Tenant]
    @EnvironmentObject private var fronteggAuth: FronteggAuth
    
    var body: some View {
        VStack(spacing: 16) {
            TenantDropdown(selectedTenant: activeTenant, tenants: tenants)
            Divider()
                .padding(.leading, 16)
                .padding(.trailing, 16)
            column
            
        }
        .background(Color.white)
        .cornerRadius(8)
        .shadow(radius: 2)
    }
    
    var column: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 16) {
                HStack{
                    InfoLabel("ID")
                    Spacer()
                }.frame(height: 20)
                InfoLabel("Website")
                InfoLabel("Creator")
            }
            .frame(width: 80)
            
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Text(activeTenant.id)
                        .font(.bodyMedium)
                        .foregroundColor(Color(hex: "7A7C81"))
                        .lineLimit(1)
                    
                    Button {
                        UIPasteboard.general.string = activeTenant.id
                        
                    } label: {
                        Image("copy-icon")
                            .resizable()
                            .frame(width: 16, height: 24)
                            .foregroundColor(Color(hex: "7A7C81"))
                    }
                    
                }.frame(height: 20)
                
                Text(activeTenant.website ?? "No website")
                    .font(.bodyMedium)
                    .foregroundColor(Color(hex: "7A7C81"))
                    .lineLimit(1)
                
                Text(activeTenant.creatorName ?? "Unknown")
                    .font(.bodyMedium)
                    .foregroundColor(Color(hex: "7A7C81"))
                    .lineLimit(1)
                
                    
            }
        }
        .padding(.horizontal, 16)
        .padding(.bottom, 16)
        .padding(.bottom, 8)
        .padding(.horizontal, 8)
    }
}

struct TenantDropdown: View {
    var selectedTenant: Tenant
    let tenants: [Tenant]
    @EnvironmentObject private var fronteggAuth: FronteggAuth
    
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            button
            
            if isExpanded {
                expanded
            }
        }
        .animation(.easeInOut, value: isExpanded)
    }
    
    let circleColor: Color = .gray200
    let circleLetterColor: Color = .gray700
    
    var button : some View {
        Button(action: { isExpanded.toggle() }) {
            HStack {
                Circle()
                    .fill(circleColor)
                    .frame(width: 24, height: 24)
                    .overlay(Text(selectedTenant.name.prefix(1)).font(.bodyMedium).foregroundColor(circleLetterColor))
                Text(selectedTenant.name)
                    .font(.bodyMedium)
                    .foregroundColor(.gray800)
                Spacer()
                Image("menu-icon")
                    .resizable()
                    .frame(width: 16, height: 24)
                    .foregroundColor(.gray)
            }
            .padding(.top, 20)
            .padding(.leading, 20)
            .padding(.trailing, 20)
        }
    }
    
    var expanded: some View {
        VStack(spacing: 0) {
            ForEach(tenants, id: \.id) { tenant in
                Button(action: {
                    if tenant.tenantId != selectedTenant.tenantId {
                        fronteggAuth.switchTenant(tenantId: tenant.tenantId)
                    }
                    isExpanded = false
                }) {
                    HStack {
                        Circle()
                            .fill(circleColor)
                            .frame(width: 24, height: 24)
                            .overlay(Text(tenant.name.prefix(1)).font(.bodyMedium).foregroundColor(circleLetterColor))
                        Text(tenant.name)
                            .font(.bodyMedium)
                            .fontWeight(tenant.id == selectedTenant.id ? .bold : .regular)
                            .foregroundColor(tenant.id == selectedTenant.id ? .primaryColor : .gray800)
                        Spacer()
                        if tenant.id == selectedTenant.id {
                            Image( "checkmark-icon")
                                .resizable()
                                .frame(width: 11.73, height: 8.94)
                                .foregroundColor(.primaryColor)
                        }
                    }
                    .padding(.top, tenants.first?.tenantId != tenant.tenantId ? 0 : 20)
                    .padding(.bottom ,20)
                    .padding(.leading, 20)
                    .padding(.trailing, 20)
                }
                .background(Color.white)
            }
        }
        .background(Color.white)
        .cornerRadius(12)
        .shadow(color: Color.black.opacity(0.05), radius: 2, x: 0, y: 1)
    }
}

#Preview {
    UserPage()
}
