// Copyright (c) Microsoft Corporation.
// All rights reserved.
//
// This code is licensed under the MIT License.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files(the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and / or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions :
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.

#import "MSIDInteractiveRequestParameters.h"
#import "MSIDCustomHeaderProviding.h"

@class MSIDOnboardingBlobBuilder;
@protocol MSIDWebviewInteracting;

NS_ASSUME_NONNULL_BEGIN

/**
 * Block type for configuring webview controller after creation
 */
typedef void (^MSIDWebviewConfigurationBlock)(id<MSIDWebviewInteracting> webviewController);

@interface MSIDInteractiveTokenRequestParameters : MSIDInteractiveRequestParameters

@property (nonatomic) MSIDUIBehaviorType uiBehaviorType;

// Optional onboarding telemetry blob builder. When set, the webview factory
// propagates it onto the request configuration which then passes it to the
// embedded webview controller for auto-recording of domain + blocking errors.
// Held strongly so telemetry recording does not depend on an external strong
// reference; the builder lives at least as long as these parameters.
@property (nonatomic, strong, nullable) MSIDOnboardingBlobBuilder *onboardingBlobBuilder;
// Optional onboarding telemetry seed JSON forwarded to the broker via the
// broker IPC contract (URL-scheme query param "onboardingBlob"). The broker
// classifies, builds, and echoes the populated blob back on the response.
@property (nonatomic, copy, nullable) NSString *onboardingBlobJson;
@property (nonatomic) NSString *loginHint;
@property (nonatomic) NSString *extraScopesToConsent;
@property (nonatomic) MSIDPromptType promptType;
@property (nonatomic) BOOL shouldValidateResultAccount;
// Additional request parameters that will only be appended to authorize requests in addition to extraURLQueryParameters from parent class
@property (nonatomic) NSDictionary *extraAuthorizeURLQueryParameters;
@property (nonatomic) BOOL enablePkce;
@property (nonatomic) MSIDBrokerInvocationOptions *brokerInvocationOptions;
@property (nullable, nonatomic) id<MSIDCustomHeaderProviding> crossDomainHeaderProvider;
// Additional request parameter that will be utilized by OneAuth during internal automation testing. When available will be passed to web view to be consumed by ESTS as a form of MFA.
@property (nonatomic, nullable) NSString *userFederatedIdentityToken;
@property (nullable, nonatomic) id<MSIDCustomHeaderProviding> prtHeaderProvider;

/**
 * Optional configuration block called when webview controller is created
 * Use this to set delegates, customize behavior, etc.
 * Block is called on main thread before webview is presented
 */
@property (nonatomic, copy, nullable) MSIDWebviewConfigurationBlock webviewConfigurationBlock;

- (NSOrderedSet *)allAuthorizeRequestScopes;
- (NSDictionary *)allAuthorizeRequestExtraParameters DEPRECATED_MSG_ATTRIBUTE("Use -allAuthorizeRequestExtraParametersWithMetadata: instead");
- (NSDictionary *)allAuthorizeRequestExtraParametersWithMetadata:(BOOL)includeMetadata;

// Initialize parameters with extra scopes, and interactive request type
- (instancetype)initWithAuthority:(MSIDAuthority *)authority
                       authScheme:(MSIDAuthenticationScheme *)authScheme
                      redirectUri:(NSString *)redirectUri
                         clientId:(NSString *)clientId
                           scopes:(nullable NSOrderedSet<NSString *> *)scopes
                       oidcScopes:(nullable NSOrderedSet<NSString *> *)oidScopes
             extraScopesToConsent:(nullable NSOrderedSet<NSString *> *)extraScopesToConsent
                    correlationId:(nullable NSUUID *)correlationId
                   telemetryApiId:(nullable NSString *)telemetryApiId
                    brokerOptions:(nullable MSIDBrokerInvocationOptions *)brokerOptions
                      requestType:(MSIDRequestType)requestType
              intuneAppIdentifier:(nullable NSString *)intuneApplicationIdentifier
                            error:(NSError * _Nullable __autoreleasing * _Nullable)error;

@end

NS_ASSUME_NONNULL_END
