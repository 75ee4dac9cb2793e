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

#import <XCTest/XCTest.h>
#import "MSIDRequestParameters.h"
#import "MSIDTokenResult.h"
#import "MSIDTestURLResponse+Util.h"
#import "MSIDAADV2Oauth2Factory.h"
#import "MSIDTokenResponse.h"
#import "MSIDAccessToken.h"
#import "MSIDInteractiveTokenRequestParameters.h"
#import "MSIDTelemetryTestDispatcher.h"
#import "MSIDTelemetry.h"
#import "MSIDApplicationTestUtil.h"
#import "MSIDWebWPJResponse.h"
#import "MSIDBrokerInteractiveController.h"
#import "MSIDTestBrokerResponseHandler.h"
#import "MSIDTestTokenRequestProvider.h"
#import "MSIDRefreshToken.h"
#import "MSIDTestURLSession.h"
#import "MSIDAADNetworkConfiguration.h"
#import "MSIDAadAuthorityCache.h"
#import "NSString+MSIDTestUtil.h"
#import "MSIDTestLocalInteractiveController.h"
#import "MSIDTestIdentifiers.h"
#import "MSIDTestParametersProvider.h"
#import "MSIDDefaultBrokerResponseHandler.h"
#import "MSIDDefaultTokenResponseValidator.h"
#import "MSIDTestIdTokenUtil.h"
#import "NSDictionary+MSIDTestUtil.h"
#import "MSIDTestBrokerResponseHelper.h"
#import "NSData+MSIDExtensions.h"
#import "MSIDTestBrokerKeyProviderHelper.h"
#import "MSIDTestSwizzle.h"
#import "MSIDAppExtensionUtil.h"
#import "MSIDThrottlingService.h"
#import "MSIDThrottlingRefreshing.h"
#import "MSIDDIContainer.h"
#import "MSIDDefaultTokenRequestProvider.h"
#import "MSIDAccountMetadataCacheAccessor.h"
#import "MSIDDefaultTokenCacheAccessor.h"
#import "MSIDOnboardingStatus.h"
#import "MSIDOnboardingStatusCache.h"
#import "MSIDTestCacheDataSource.h"
#import "MSIDCacheItemJsonSerializer.h"
#import "MSIDBrokerInvocationOptions.h"
#import "MSIDBrokerConstants.h"
#import "NSURL+MSIDExtensions.h"

@interface MSIDBrokerInteractiveController ()
+ (void)setCurrentBrokerController:(MSIDBrokerInteractiveController *)currentBrokerController;
+ (MSIDBrokerInteractiveController *)currentBrokerController;
+ (void)setCurrentBrokerRequest:(MSIDBrokerTokenRequest *)currentBrokerRequest;
+ (MSIDBrokerTokenRequest *)currentBrokerRequest;
@property (nonatomic, readwrite) BOOL isReplayRequest;
@end

@interface MSIDOnboardingStatusCache ()
@property (nonatomic) id<MSIDExtendedTokenCacheDataSource> dataSource;
@end

#pragma mark - Throttling-refresh fake

@interface MSIDFakeThrottlingRefresher : NSObject <MSIDThrottlingRefreshing>
@property (class, nonatomic, assign) NSInteger callCount;
@end

@implementation MSIDFakeThrottlingRefresher

static NSInteger gFakeThrottlingCallCount = 0;

+ (NSInteger)callCount { return gFakeThrottlingCallCount; }
+ (void)setCallCount:(NSInteger)value { gFakeThrottlingCallCount = value; }

+ (BOOL)updateLastRefreshTimeDatasource:(__unused id<MSIDExtendedTokenCacheDataSource>)datasource
                                context:(__unused id<MSIDRequestContext>)context
                                  error:(__unused NSError *__autoreleasing *)error
{
    gFakeThrottlingCallCount++;
    return YES;
}

@end

@interface MSIDBrokerInteractiveControllerIntegrationTests : XCTestCase

@property (nonatomic) MSIDTestCacheDataSource *testCacheDataSource;
@property (nonatomic) id<MSIDExtendedTokenCacheDataSource> originalOnboardingDataSource;

@end

@implementation MSIDBrokerInteractiveControllerIntegrationTests

- (void)setUp
{
    [super setUp];
    [MSIDAADNetworkConfiguration.defaultConfiguration setValue:@"v2.0" forKey:@"aadApiVersion"];

    [MSIDTestBrokerKeyProviderHelper addKey:[NSData msidDataFromBase64UrlEncodedString:@"BU-bLN3zTfHmyhJ325A8dJJ1tzrnKMHEfsTlStdMo0U"] accessGroup:@"com.microsoft.adalcache" applicationTag:MSID_BROKER_SYMMETRIC_KEY_TAG];
    
    self.testCacheDataSource = [MSIDTestCacheDataSource new];
    self.originalOnboardingDataSource = MSIDOnboardingStatusCache.sharedInstance.dataSource;
    MSIDOnboardingStatusCache.sharedInstance.dataSource = self.testCacheDataSource;
}

- (void)tearDown
{
    [MSIDTestSwizzle reset];
    [[MSIDDIContainer sharedInstance] reset];
    // Clear keychain
    NSDictionary *query = @{(id)kSecClass : (id)kSecClassKey,
                            (id)kSecAttrKeyClass : (id)kSecAttrKeyClassSymmetric};

    SecItemDelete((CFDictionaryRef)query);

    [[MSIDAuthority openIdConfigurationCache] removeAllObjects];
    [[MSIDAadAuthorityCache sharedInstance] removeAllObjects];
    XCTAssertTrue([MSIDTestURLSession noResponsesLeft]);
    [MSIDAADNetworkConfiguration.defaultConfiguration setValue:nil forKey:@"aadApiVersion"];
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
    [MSIDApplicationTestUtil reset];
    [self.testCacheDataSource reset];
    MSIDOnboardingStatusCache.sharedInstance.dataSource = self.originalOnboardingDataSource;
    [MSIDBrokerInteractiveController setCurrentBrokerController:nil];
    [MSIDBrokerInteractiveController setCurrentBrokerRequest:nil];
    [super tearDown];
}

#pragma mark - Helpers

- (MSIDInteractiveTokenRequestParameters *)requestParameters
{
    MSIDInteractiveTokenRequestParameters *parameters = [MSIDInteractiveTokenRequestParameters new];
    parameters.authority = [@"https://login.microsoftonline.com/common" aadAuthority];
    parameters.clientId = @"my_client_id";
    parameters.target = @"user.read tasks.read";
    parameters.oidcScope = @"openid profile offline_access";
    parameters.redirectUri = @"my_redirect_uri";
    parameters.correlationId = [NSUUID new];
    parameters.extendedLifetimeEnabled = YES;
    parameters.telemetryRequestId = [[NSUUID new] UUIDString];
    parameters.loginHint = @"user@contoso.com";
    return parameters;

}

- (MSIDTokenResult *)resultWithParameters:(MSIDRequestParameters *)parameters
{
    NSDictionary *testResponse = [MSIDTestURLResponse tokenResponseWithAT:@"access-token"
                                                               responseRT:@"refresh-token"
                                                               responseID:nil
                                                            responseScope:nil
                                                       responseClientInfo:nil
                                                                expiresIn:nil
                                                                     foci:nil
                                                             extExpiresIn:nil];

    MSIDAADV2Oauth2Factory *factory = [MSIDAADV2Oauth2Factory new];
    MSIDTokenResponse *response = [factory tokenResponseFromJSON:testResponse context:nil error:nil];
    MSIDAccessToken *accessToken = [factory accessTokenFromResponse:response configuration:parameters.msidConfiguration];
    MSIDRefreshToken *refreshToken = [factory refreshTokenFromResponse:response configuration:parameters.msidConfiguration];
    MSIDAccount *account = [factory accountFromResponse:response configuration:parameters.msidConfiguration];

    MSIDTokenResult *result = [[MSIDTokenResult alloc] initWithAccessToken:accessToken
                                                              refreshToken:refreshToken
                                                                   idToken:response.idToken
                                                                   account:account
                                                                 authority:parameters.authority
                                                             correlationId:parameters.correlationId
                                                             tokenResponse:response];

    return result;
}

#pragma mark - Tests

- (void)testAcquireToken_whenSuccessfulBrokerResponse_shouldReturnSuccess
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_success";

    NSDictionary *testResumeDictionary = @{@"test-resume-key1": @"test-resume-value2",
                                           @"test-resume-key2": @"test-resume-value2"};

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:testResumeDictionary];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters
                                                                                                                 tokenRequestProvider:provider
                                                                                                                   fallbackController:nil
                                                                                                                                error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);

        NSDictionary *resumeDictionary = [[NSUserDefaults standardUserDefaults] objectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
        XCTAssertEqualObjects(resumeDictionary, testResumeDictionary);

        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];

        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:@"com.microsoft.azureauthenticator"
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        XCTAssertNotNil(result);
        // Check result
        XCTAssertEqualObjects(result.accessToken, testResult.accessToken);
        XCTAssertEqualObjects(result.rawIdToken, testResult.rawIdToken);
        XCTAssertEqualObjects(result.account, testResult.account);
        XCTAssertEqualObjects(result.authority, testResult.authority);
        XCTAssertNil(acquireTokenError);

        // Check Telemetry event
        XCTAssertEqual([receivedEvents count], 4);
        NSDictionary *telemetryEvent = [receivedEvents[2] propertyMap];
        XCTAssertNotNil(telemetryEvent[@"start_time"]);
        XCTAssertNotNil(telemetryEvent[@"stop_time"]);
        XCTAssertEqualObjects(telemetryEvent[@"api_id"], @"api_broker_success");
        XCTAssertEqualObjects(telemetryEvent[@"event_name"], @"api_event");
        XCTAssertEqualObjects(telemetryEvent[@"extended_expires_on_setting"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"is_successfull"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(telemetryEvent[@"status"], @"succeeded");
        XCTAssertEqualObjects(telemetryEvent[@"login_hint"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"user_id"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"tenant_id"], DEFAULT_TEST_UTID);
        XCTAssertEqualObjects(telemetryEvent[@"client_id"], @"my_client_id");
        XCTAssertEqualObjects(telemetryEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertNotNil(telemetryEvent[@"response_time"]);

        NSDictionary *brokerEvent = [receivedEvents[3] propertyMap];
        XCTAssertEqualObjects(brokerEvent[@"broker_app"], @"Microsoft Authenticator");
        XCTAssertEqualObjects(brokerEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(brokerEvent[@"event_name"], @"broker_event");
        XCTAssertEqualObjects(brokerEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(brokerEvent[@"status"], @"succeeded");
        XCTAssertNotNil(brokerEvent[@"start_time"]);
        XCTAssertNotNil(brokerEvent[@"stop_time"]);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenSuccessfulBrokerResponse_shouldUpdateThrottleLastRefresh
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];
    
    NSMutableArray *receivedEvents = [NSMutableArray array];
    
    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
        [receivedEvents addObject:event];
    }];
    
    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;
    
    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_success";
       
    MSIDDefaultTokenRequestProvider *provider = [[MSIDDefaultTokenRequestProvider alloc] initWithOauthFactory:[MSIDAADV2Oauth2Factory new]
                                                                                              defaultAccessor:[MSIDDefaultTokenCacheAccessor new]
                                                                                      accountMetadataAccessor:[MSIDAccountMetadataCacheAccessor new]
                                                                                       tokenResponseValidator:[MSIDDefaultTokenResponseValidator new]];
    
    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters
                                                                                                                 tokenRequestProvider:provider
                                                                                                                   fallbackController:nil
                                                                                                                                error:&error];
    
    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);
    
    MSIDTokenResult *testResult = [self resultWithParameters:parameters];
    
    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {
        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];
        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:@"com.microsoft.azureauthenticator"
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];
    
    
    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    MSIDFakeThrottlingRefresher.callCount = 0;
    [[MSIDDIContainer sharedInstance]
        registerProtocol:@protocol(MSIDThrottlingRefreshing)
                lifetime:MSIDDIContainerLifetimeSingleton
                 factory:^id { return (id)[MSIDFakeThrottlingRefresher class]; }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    [brokerController acquireToken:^(__unused MSIDTokenResult * _Nullable result, __unused NSError * _Nullable acquireTokenError) {

        XCTAssertEqual(MSIDFakeThrottlingRefresher.callCount, 1);
        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenInsufficientScopesReturned_shouldReturnNilResultAndError
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.oidcScope = @"openid profile offline_access not_granted_scope";
    parameters.telemetryApiId = @"api_broker_success";

    NSDictionary *testResumeDictionary = @{@"test-resume-key1": @"test-resume-value1",
                                           @"test-resume-key2": @"test-resume-value2",
                                           MSID_SDK_NAME_KEY: MSID_MSAL_SDK_NAME,
                                           @"keychain_group" : @"com.microsoft.adalcache",
                                           @"redirect_uri" : @"x-msauth-test://com.microsoft.testapp",
                                           @"broker_nonce" : @"nonce"
    };

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:testResumeDictionary];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters
                                                                                                                 tokenRequestProvider:provider
                                                                                                                   fallbackController:nil
                                                                                                                                error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    NSString *scopes = @"myscope1 myscope2";
    NSString *idTokenString = [MSIDTestIdTokenUtil idTokenWithPreferredUsername:@"user@contoso.com"
                                                                        subject:@"mysubject"
                                                                      givenName:@"myGivenName"
                                                                     familyName:@"myFamilyName"
                                                                           name:@"Contoso"
                                                                        version:@"2.0"
                                                                            tid:@"contoso.com-guid"];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);

        NSDictionary *resumeDictionary = [[NSUserDefaults standardUserDefaults] objectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
        XCTAssertEqualObjects(resumeDictionary, testResumeDictionary);

        NSDictionary *clientInfo = @{ @"uid" : @"1", @"utid" : @"1234-5678-90abcdefg"};
        NSString *rawClientInfo = [clientInfo msidBase64UrlJson];

        NSDate *expiresOn = [NSDate dateWithTimeIntervalSinceNow:3600];
        NSString *expiresOnString = [NSString stringWithFormat:@"%ld", (long)[expiresOn timeIntervalSince1970]];

        NSString *correlationId = [[NSUUID UUID] UUIDString];

        NSDictionary *brokerResponseParams =
        @{
          @"correlation_id" : correlationId,
          @"x-broker-app-ver" : @"1.0.0",
          @"success": @NO,
          @"broker_nonce" : @"nonce",
          @"MSIDDeclinedScopesKey" : @"not_granted_scope",
          @"MSIDGrantedScopesKey" : scopes,
          @"additional_tokens" : [NSString stringWithFormat:@"{\"client_info\":\"\%@\",\"authority\":\"https://login.microsoftonline.com/common\",\"token_type\":\"Bearer\",\"x-broker-app-ver\":\"1.0\",\"refresh_token\":\"i-am-a-refresh-token\",\"scope\":\"%@ openid profile\",\"broker_version\":\"3.1.37\",\"application_token\":\"app-token\",\"success\":true,\"expires_on\":\"%@\",\"device_mode\":\"personal\",\"wpj_status\":\"notJoined\",\"correlation_id\":\"%@\",\"vt\":\"YES\",\"client_id\":\"my_client_id\",\"id_token\":\"%@\",\"access_token\":\"i-am-an-access-token\",\"sso_extension_mode\":\"full\"}", rawClientInfo, scopes, expiresOnString, correlationId, idTokenString],
          @"broker_error_code" : @(-50003), // MSALErrorServerDeclinedScopes
          @"broker_error_domain" : @"MSALErrorDomain",
          @"error_description" : @"Server returned less scopes than requested",
          @"error_metadata" : @"{}"
          };

        NSURL *brokerResponseURL = [MSIDTestBrokerResponseHelper createDefaultBrokerResponse:brokerResponseParams
                                                                                 redirectUri:@"x-msauth-test://com.microsoft.testapp"
                                                                               encryptionKey:[NSData msidDataFromBase64UrlEncodedString:@"BU-bLN3zTfHmyhJ325A8dJJ1tzrnKMHEfsTlStdMo0U"]];

        MSIDDefaultBrokerResponseHandler *brokerResponseHandler = [[MSIDDefaultBrokerResponseHandler alloc] initWithOauthFactory:[MSIDAADV2Oauth2Factory new] tokenResponseValidator:[MSIDDefaultTokenResponseValidator new]];

        [MSIDBrokerInteractiveController completeAcquireToken:brokerResponseURL
                                            sourceApplication:@"com.microsoft.azureauthenticator"
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireError) {

        XCTAssertNil(result);
        // Check result
        XCTAssertNil(result.accessToken);
        XCTAssertNil(result.rawIdToken);
        XCTAssertNil(result.account);
        XCTAssertNil(result.authority);
        XCTAssertNotNil(acquireError);

        // Check userInfo
        XCTAssertNotNil(acquireError.userInfo[MSIDDeclinedScopesKey]);
        XCTAssertEqualObjects([[NSArray arrayWithArray:acquireError.userInfo[MSIDDeclinedScopesKey]] componentsJoinedByString:@" "], @"not_granted_scope");
        XCTAssertNotNil(acquireError.userInfo[MSIDGrantedScopesKey]);
        XCTAssertEqualObjects([[NSArray arrayWithArray:acquireError.userInfo[MSIDGrantedScopesKey]] componentsJoinedByString:@" "], scopes);

        MSIDTokenResult *tokenResult = acquireError.userInfo[MSIDInvalidTokenResultKey];
        XCTAssertNotNil(tokenResult);
        XCTAssertEqualObjects(tokenResult.accessToken.accessToken, @"i-am-an-access-token");
        XCTAssertEqualObjects(tokenResult.refreshToken.refreshToken, @"i-am-a-refresh-token");
        XCTAssertEqualObjects(tokenResult.rawIdToken, idTokenString);

        // Check Telemetry event
        XCTAssertEqual([receivedEvents count], 4);
        NSDictionary *telemetryEvent = [receivedEvents[2] propertyMap];
        XCTAssertNotNil(telemetryEvent[@"start_time"]);
        XCTAssertNotNil(telemetryEvent[@"stop_time"]);
        XCTAssertEqualObjects(telemetryEvent[@"api_id"], @"api_broker_success");
        XCTAssertEqualObjects(telemetryEvent[@"event_name"], @"api_event");
        XCTAssertEqualObjects(telemetryEvent[@"extended_expires_on_setting"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"is_successfull"], @"no");
        XCTAssertEqualObjects(telemetryEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(telemetryEvent[@"status"], @"failed");
        XCTAssertEqualObjects(telemetryEvent[@"login_hint"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"client_id"], @"my_client_id");
        XCTAssertEqualObjects(telemetryEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertNotNil(telemetryEvent[@"response_time"]);

        NSDictionary *brokerEvent = [receivedEvents[3] propertyMap];
        XCTAssertEqualObjects(brokerEvent[@"broker_app"], @"Microsoft Authenticator");
        XCTAssertEqualObjects(brokerEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(brokerEvent[@"event_name"], @"broker_event");
        XCTAssertEqualObjects(brokerEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(brokerEvent[@"status"], @"failed");
        XCTAssertNotNil(brokerEvent[@"start_time"]);
        XCTAssertNotNil(brokerEvent[@"stop_time"]);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenFailedToLaunchBrokerThroughUniversalLink_andNoFallbackController_shouldReturnError
{
    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:nil];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:[self requestParameters]
                                                                                                                 tokenRequestProvider:provider
                                                                                                                   fallbackController:nil
                                                                                                                                error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);
        return NO;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        // Check error
        XCTAssertEqualObjects(acquireTokenError.domain, MSIDErrorDomain);
        XCTAssertEqual(acquireTokenError.code, MSIDErrorInternal);
        XCTAssertEqualObjects(acquireTokenError.userInfo[MSIDErrorDescriptionKey], @"Failed to open broker URL. Application is active");
        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];

}

- (void)testAcquireToken_whenFailedToLaunchBrokerThroughUniversalLink_andFallbackController_shouldFallback
{
    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:nil];

    NSError *error = nil;
    MSIDTestLocalInteractiveController *fallbackController = [[MSIDTestLocalInteractiveController alloc] initWithRequestParameters:[MSIDTestParametersProvider testInteractiveParameters]
                                                                                                              tokenRequestProvider:provider
                                                                                                                fallbackController:nil
                                                                                                                             error:nil];
    fallbackController.acquireTokenResult = [self resultWithParameters:[self requestParameters]];
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:[self requestParameters]
                                                                                                                 tokenRequestProvider:provider
                                                                                                                   fallbackController:fallbackController
                                                                                                                                error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);
        return NO;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        XCTAssertEqual(fallbackController.acquireTokenCalledCount, 1);
        XCTAssertNotNil(result);
        XCTAssertNil(acquireTokenError);
        // Check error
        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenErrorBrokerResponse_shouldReturnError
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_failure";

    NSDictionary *testResumeDictionary = @{@"test-resume-key1": @"test-resume-value2",
                                           @"test-resume-key2": @"test-resume-value2"};

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey2"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:testResumeDictionary];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    NSError *testError = MSIDCreateError(MSIDErrorDomain, 123456789, @"Test broker error", @"broker_error", @"broker_sub_error", nil, parameters.correlationId, nil, YES);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);

        NSDictionary *resumeDictionary = [[NSUserDefaults standardUserDefaults] objectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
        XCTAssertEqualObjects(resumeDictionary, testResumeDictionary);

        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:nil testError:testError];

        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:@"com.microsoft.azureauthenticator"
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, 123456789);
        XCTAssertEqualObjects(acquireTokenError.domain, MSIDErrorDomain);
        XCTAssertEqualObjects(acquireTokenError.userInfo[MSIDErrorDescriptionKey], @"Test broker error");
        XCTAssertEqualObjects(acquireTokenError.userInfo[MSIDOAuthErrorKey], @"broker_error");
        XCTAssertEqualObjects(acquireTokenError.userInfo[MSIDOAuthSubErrorKey], @"broker_sub_error");

        // Check Telemetry event
        XCTAssertEqual([receivedEvents count], 4);
        NSDictionary *telemetryEvent = [receivedEvents[2] propertyMap];
        XCTAssertNotNil(telemetryEvent[@"start_time"]);
        XCTAssertNotNil(telemetryEvent[@"stop_time"]);
        XCTAssertEqualObjects(telemetryEvent[@"api_id"], @"api_broker_failure");
        XCTAssertEqualObjects(telemetryEvent[@"event_name"], @"api_event");
        XCTAssertEqualObjects(telemetryEvent[@"extended_expires_on_setting"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"is_successfull"], @"no");
        XCTAssertEqualObjects(telemetryEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(telemetryEvent[@"status"], @"failed");
        XCTAssertEqualObjects(telemetryEvent[@"login_hint"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"client_id"], @"my_client_id");
        XCTAssertEqualObjects(telemetryEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(telemetryEvent[@"api_error_code"], @"123456789");
        XCTAssertEqualObjects(telemetryEvent[@"error_domain"], MSIDErrorDomain);
        XCTAssertNotNil(telemetryEvent[@"response_time"]);

        NSDictionary *brokerEvent = [receivedEvents[3] propertyMap];
        XCTAssertEqualObjects(brokerEvent[@"broker_app"], @"Microsoft Authenticator");
        XCTAssertEqualObjects(brokerEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(brokerEvent[@"event_name"], @"broker_event");
        XCTAssertEqualObjects(brokerEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(brokerEvent[@"status"], @"failed");
        XCTAssertNotNil(brokerEvent[@"start_time"]);
        XCTAssertNotNil(brokerEvent[@"stop_time"]);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenBrokerRequestAlreadyInProgress_shouldReturnErrorForSecondRequest
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_success";

    NSDictionary *testResumeDictionary = @{@"test-resume-key1": @"test-resume-value2",
                                           @"test-resume-key2": @"test-resume-value2"};

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey3"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:testResumeDictionary];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    XCTestExpectation *firstRequestExpectation = [self expectationWithDescription:@"First request"];
    XCTestExpectation *secondRequestExpectation = [self expectationWithDescription:@"Second request"];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);

        NSDictionary *resumeDictionary = [[NSUserDefaults standardUserDefaults] objectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
        XCTAssertEqualObjects(resumeDictionary, testResumeDictionary);

        MSIDBrokerInteractiveController *secondBrokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:nil];

        [secondBrokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
            XCTAssertNotNil(acquireTokenError);
            XCTAssertEqual(acquireTokenError.code, MSIDErrorInteractiveSessionAlreadyRunning);
            XCTAssertNil(result);

            [secondRequestExpectation fulfill];

            // Call acquire token completion after we get this error
            MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];

            [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                                sourceApplication:@"com.microsoft.azureauthenticator"
                                            brokerResponseHandler:brokerResponseHandler];
        }];

        return YES;
    }];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        XCTAssertNotNil(result);
        // Check result
        XCTAssertEqualObjects(result.accessToken, testResult.accessToken);
        XCTAssertEqualObjects(result.rawIdToken, testResult.rawIdToken);
        XCTAssertEqualObjects(result.account, testResult.account);
        XCTAssertEqualObjects(result.authority, testResult.authority);
        XCTAssertNil(acquireTokenError);

        // Check Telemetry event
        XCTAssertEqual([receivedEvents count], 5);
        NSDictionary *telemetryEvent = [receivedEvents[3] propertyMap];
        XCTAssertNotNil(telemetryEvent[@"start_time"]);
        XCTAssertNotNil(telemetryEvent[@"stop_time"]);
        XCTAssertEqualObjects(telemetryEvent[@"api_id"], @"api_broker_success");
        XCTAssertEqualObjects(telemetryEvent[@"event_name"], @"api_event");
        XCTAssertEqualObjects(telemetryEvent[@"extended_expires_on_setting"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"is_successfull"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(telemetryEvent[@"status"], @"succeeded");
        XCTAssertEqualObjects(telemetryEvent[@"login_hint"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"user_id"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"tenant_id"], DEFAULT_TEST_UTID);
        XCTAssertEqualObjects(telemetryEvent[@"client_id"], @"my_client_id");
        XCTAssertEqualObjects(telemetryEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertNotNil(telemetryEvent[@"response_time"]);

        NSDictionary *brokerEvent = [receivedEvents[4] propertyMap];
        XCTAssertEqualObjects(brokerEvent[@"broker_app"], @"Microsoft Authenticator");
        XCTAssertEqualObjects(brokerEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(brokerEvent[@"event_name"], @"broker_event");
        XCTAssertEqualObjects(brokerEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(brokerEvent[@"status"], @"succeeded");
        XCTAssertNotNil(brokerEvent[@"start_time"]);
        XCTAssertNotNil(brokerEvent[@"stop_time"]);

        [firstRequestExpectation fulfill];
    }];

    [self waitForExpectations:@[secondRequestExpectation, firstRequestExpectation] timeout:1.0 enforceOrder:YES];
}

- (void)testAcquireToken_whenFailedToCreateBrokerRequest_shouldReturnError
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_failure";

    NSError *testError = MSIDCreateError(MSIDErrorDomain, 1234567, @"Failed to create broker request", nil, nil, nil, nil, nil, YES);

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:testError testWebMSAuthResponse:nil brokerRequestURL:nil resumeDictionary:nil];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, 1234567);
        XCTAssertEqualObjects(acquireTokenError.domain, MSIDErrorDomain);
        XCTAssertEqualObjects(acquireTokenError.userInfo[MSIDErrorDescriptionKey], @"Failed to create broker request");

        // Check Telemetry event
        XCTAssertEqual([receivedEvents count], 3);
        NSDictionary *telemetryEvent = [receivedEvents[2] propertyMap];
        XCTAssertNotNil(telemetryEvent[@"start_time"]);
        XCTAssertNotNil(telemetryEvent[@"stop_time"]);
        XCTAssertEqualObjects(telemetryEvent[@"api_id"], @"api_broker_failure");
        XCTAssertEqualObjects(telemetryEvent[@"event_name"], @"api_event");
        XCTAssertEqualObjects(telemetryEvent[@"extended_expires_on_setting"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"is_successfull"], @"no");
        XCTAssertEqualObjects(telemetryEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(telemetryEvent[@"status"], @"failed");
        XCTAssertEqualObjects(telemetryEvent[@"login_hint"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"client_id"], @"my_client_id");
        XCTAssertEqualObjects(telemetryEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(telemetryEvent[@"api_error_code"], @"1234567");
        XCTAssertEqualObjects(telemetryEvent[@"error_domain"], MSIDErrorDomain);
        XCTAssertNotNil(telemetryEvent[@"response_time"]);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

#if !AD_BROKER
- (void)testAcquireToken_whenBrokerResponseNotReceived_shouldReturnError
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_response_not_received";

    NSDictionary *testResumeDictionary = @{@"test-resume-key1": @"test-resume-value2",
                                           @"test-resume-key2": @"test-resume-value2"};

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey4"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:testResumeDictionary];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);

        NSDictionary *resumeDictionary = [[NSUserDefaults standardUserDefaults] objectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
        XCTAssertEqualObjects(resumeDictionary, testResumeDictionary);

        // Post UIApplication lifecycle notifications to simulate user coming back to the app
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidBecomeActiveNotification object:nil];

        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    __block BOOL calledCompletion = NO;

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        // Make sure completion is not called multiple times
        XCTAssertFalse(calledCompletion);
        calledCompletion = YES;

        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, MSIDErrorBrokerResponseNotReceived);
        XCTAssertEqualObjects(acquireTokenError.domain, MSIDErrorDomain);

        // Check Telemetry event
        XCTAssertEqual([receivedEvents count], 4);
        NSDictionary *telemetryEvent = [receivedEvents[2] propertyMap];
        XCTAssertNotNil(telemetryEvent[@"start_time"]);
        XCTAssertNotNil(telemetryEvent[@"stop_time"]);
        XCTAssertEqualObjects(telemetryEvent[@"api_id"], @"api_broker_response_not_received");
        XCTAssertEqualObjects(telemetryEvent[@"event_name"], @"api_event");
        XCTAssertEqualObjects(telemetryEvent[@"extended_expires_on_setting"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"is_successfull"], @"no");
        XCTAssertEqualObjects(telemetryEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(telemetryEvent[@"status"], @"failed");
        XCTAssertEqualObjects(telemetryEvent[@"login_hint"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"client_id"], @"my_client_id");
        XCTAssertEqualObjects(telemetryEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(telemetryEvent[@"api_error_code"], @"-51800");
        XCTAssertEqualObjects(telemetryEvent[@"error_domain"], MSIDErrorDomain);
        XCTAssertNotNil(telemetryEvent[@"response_time"]);

        NSDictionary *brokerEvent = [receivedEvents[3] propertyMap];
        XCTAssertEqualObjects(brokerEvent[@"broker_app"], @"Microsoft Authenticator");
        XCTAssertEqualObjects(brokerEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(brokerEvent[@"event_name"], @"broker_event");
        XCTAssertEqualObjects(brokerEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(brokerEvent[@"status"], @"failed");
        XCTAssertNotNil(brokerEvent[@"start_time"]);
        XCTAssertNotNil(brokerEvent[@"stop_time"]);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}
#endif

#if !AD_BROKER
- (void)testAcquireToken_whenBrokerResponseReceivedAfterReturningToApp_shouldReturnErrorAndCallCompletionBlockOnce
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_response_not_received";

    NSDictionary *testResumeDictionary = @{@"test-resume-key1": @"test-resume-value2",
                                           @"test-resume-key2": @"test-resume-value2"};

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey5"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:testResumeDictionary];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);

        NSDictionary *resumeDictionary = [[NSUserDefaults standardUserDefaults] objectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
        XCTAssertEqualObjects(resumeDictionary, testResumeDictionary);

        // Post UIApplication lifecycle notifications to simulate user coming back to the app
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidBecomeActiveNotification object:nil];

        // Now call acquire token completion, to simulate response arriving after user coming back to the app
        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];
        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:@"com.microsoft.azureauthenticator"
                                        brokerResponseHandler:brokerResponseHandler];

        return YES;
    }];

    __block BOOL calledCompletion = NO;

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {

        // Make sure completion is not called multiple times
        XCTAssertFalse(calledCompletion);
        calledCompletion = YES;

        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, MSIDErrorBrokerResponseNotReceived);
        XCTAssertEqualObjects(acquireTokenError.domain, MSIDErrorDomain);

        // Check Telemetry event
        XCTAssertEqual([receivedEvents count], 4);
        NSDictionary *telemetryEvent = [receivedEvents[2] propertyMap];
        XCTAssertNotNil(telemetryEvent[@"start_time"]);
        XCTAssertNotNil(telemetryEvent[@"stop_time"]);
        XCTAssertEqualObjects(telemetryEvent[@"api_id"], @"api_broker_response_not_received");
        XCTAssertEqualObjects(telemetryEvent[@"event_name"], @"api_event");
        XCTAssertEqualObjects(telemetryEvent[@"extended_expires_on_setting"], @"yes");
        XCTAssertEqualObjects(telemetryEvent[@"is_successfull"], @"no");
        XCTAssertEqualObjects(telemetryEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(telemetryEvent[@"status"], @"failed");
        XCTAssertEqualObjects(telemetryEvent[@"login_hint"], @"d24dfead25359b0c562c8a02a6a0e6db8de4a8b235d56e122a75a8e1f2e473ee");
        XCTAssertEqualObjects(telemetryEvent[@"client_id"], @"my_client_id");
        XCTAssertEqualObjects(telemetryEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(telemetryEvent[@"api_error_code"], @"-51800");
        XCTAssertEqualObjects(telemetryEvent[@"error_domain"], MSIDErrorDomain);
        XCTAssertNotNil(telemetryEvent[@"response_time"]);

        NSDictionary *brokerEvent = [receivedEvents[3] propertyMap];
        XCTAssertEqualObjects(brokerEvent[@"broker_app"], @"Microsoft Authenticator");
        XCTAssertEqualObjects(brokerEvent[@"correlation_id"], parameters.correlationId.UUIDString);
        XCTAssertEqualObjects(brokerEvent[@"event_name"], @"broker_event");
        XCTAssertEqualObjects(brokerEvent[@"request_id"], parameters.telemetryRequestId);
        XCTAssertEqualObjects(brokerEvent[@"status"], @"failed");
        XCTAssertNotNil(brokerEvent[@"start_time"]);
        XCTAssertNotNil(brokerEvent[@"stop_time"]);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}
#endif

#if !AD_BROKER
- (void)testCompleteAcquireToken_whenNonBrokerResponse_shouldReturnNOAndNotHandleRequest
{
    MSIDTokenResult *testResult = [self resultWithParameters:[self requestParameters]];

    MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];
    BOOL result = [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                                      sourceApplication:@"com.microsoft.otherapp"
                                                  brokerResponseHandler:brokerResponseHandler];

    XCTAssertFalse(result);
}

- (void)testAcquireToken_whenSuccessfulBrokerResponse_andNilSourceApplication_shouldStillReturnSuccess
{
    // setup telemetry callback
    MSIDTelemetryTestDispatcher *dispatcher = [MSIDTelemetryTestDispatcher new];

    NSMutableArray *receivedEvents = [NSMutableArray array];

    // the dispatcher will store the telemetry events it receives
    [dispatcher setTestCallback:^(id<MSIDTelemetryEventInterface> event)
     {
         [receivedEvents addObject:event];
     }];

    // register the dispatcher
    [[MSIDTelemetry sharedInstance] addDispatcher:dispatcher];
    [MSIDTelemetry sharedInstance].piiEnabled = YES;

    // Setup test request providers
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    parameters.telemetryApiId = @"api_broker_success";

    NSDictionary *testResumeDictionary = @{@"test-resume-key1": @"test-resume-value2",
                                           @"test-resume-key2": @"test-resume-value2"};

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:testResumeDictionary];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);
    XCTAssertNil(error);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        XCTAssertEqualObjects(url, brokerRequestURL);

        NSDictionary *resumeDictionary = [[NSUserDefaults standardUserDefaults] objectForKey:MSID_BROKER_RESUME_DICTIONARY_KEY];
        XCTAssertEqualObjects(resumeDictionary, testResumeDictionary);

        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];

        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:nil
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, __unused NSError * _Nullable acquireTokenError) {

        XCTAssertNotNil(result);
        XCTAssertEqualObjects(result.accessToken, testResult.accessToken);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}
#endif

#if !AD_BROKER
- (void)testAcquireToken_whenFailedToLaunchBrokerWhileAppIsInactive_andNoFallbackController_shouldErrorOutWithCorrectCode
{
    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:nil];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:[self requestParameters]
                                                                                                                 tokenRequestProvider:provider
                                                                                                                   fallbackController:nil
                                                                                                                                error:&error];
    
    [MSIDTestSwizzle instanceMethod:@selector(applicationState)
                              class:[UIApplication class]
                              block:(id)^(void)
    {
        return UIApplicationStateInactive;
    }];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options)
    {

        XCTAssertEqualObjects(url, brokerRequestURL);
        return NO;
    }];
    
    XCTestExpectation *expectation = [self expectationWithDescription:@"Failed with inactive error code"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable __unused result, NSError * _Nullable acquireTokenError) {

        if (acquireTokenError.code == MSIDErrorBrokerAppIsInactive)
        {
            [expectation fulfill];
        }
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenFailedToLaunchBrokerWhileAppIsInBackground_andNoFallbackController_shouldErrorOutWithCorrectCode
{
    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=mykey1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:nil];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:[self requestParameters]
                                                                                                                 tokenRequestProvider:provider
                                                                                                                   fallbackController:nil
                                                                                                                                error:&error];
    
    [MSIDTestSwizzle instanceMethod:@selector(applicationState)
                              class:[UIApplication class]
                              block:(id)^(void)
    {
        return UIApplicationStateBackground;
    }];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options)
    {

        XCTAssertEqualObjects(url, brokerRequestURL);
        return NO;
    }];
    
    XCTestExpectation *expectation = [self expectationWithDescription:@"Failed with background error code"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable __unused result, NSError * _Nullable acquireTokenError) {

        if (acquireTokenError.code == MSIDErrorBrokerAppIsInBackground)
        {
            [expectation fulfill];
        }
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}
#endif

#pragma mark - Onboarding Status Tests

- (void)testAcquireToken_whenBrokerRequestSent_shouldSetOnboardingStatusInCache
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=onboarding1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {
        MSIDOnboardingStatus *inFlightStatus = [[MSIDOnboardingStatusCache sharedInstance] getOnboardingStatus];
        XCTAssertNotNil(inFlightStatus);
        XCTAssertEqual(inFlightStatus.phase, MSIDOnboardingPhaseBrokerInteractiveInProgress);
        XCTAssertNotNil(inFlightStatus.correlationId);

        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];
        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:MSID_BROKER_APP_BUNDLE_ID
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNotNil(result);
        XCTAssertNil(acquireTokenError);

        MSIDOnboardingStatus *cachedStatus = [[MSIDOnboardingStatusCache sharedInstance] getOnboardingStatus];
        XCTAssertNotNil(cachedStatus);
        XCTAssertEqual(cachedStatus.phase, MSIDOnboardingPhaseNone);
        XCTAssertNil(cachedStatus.correlationId);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenOpenURLFails_clearsOnboardingStatusFromCache
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=onboarding2"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {
        return NO;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token open URL failure"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);

        MSIDOnboardingStatus *cachedStatus = [[MSIDOnboardingStatusCache sharedInstance] getOnboardingStatus];
        XCTAssertEqual(cachedStatus.phase, MSIDOnboardingPhaseNone);
        XCTAssertNil(cachedStatus.correlationId);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenCompletedSuccessfully_shouldClearCurrentBrokerRequest
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=clearreq1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    __block BOOL brokerRequestWasSetBeforeCompletion = NO;

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        // Before completion, currentBrokerRequest should be set
        brokerRequestWasSetBeforeCompletion = ([MSIDBrokerInteractiveController currentBrokerRequest] != nil);

        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];
        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:MSID_BROKER_APP_BUNDLE_ID
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNotNil(result);
        XCTAssertNil(acquireTokenError);
        XCTAssertTrue(brokerRequestWasSetBeforeCompletion);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];

    // After completion unwinds, currentBrokerRequest and controller should be cleared
    XCTAssertNil([MSIDBrokerInteractiveController currentBrokerRequest]);
    XCTAssertNil([MSIDBrokerInteractiveController currentBrokerController]);
}

- (void)testAcquireToken_whenFailedToLaunchBroker_shouldClearCurrentBrokerRequest
{
    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=clearreq2"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:nil];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:[self requestParameters]
                                                                                                                  tokenRequestProvider:provider
                                                                                                                    fallbackController:nil
                                                                                                                                 error:&error];

    XCTAssertNotNil(brokerController);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {
        return NO;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);

        // currentBrokerRequest should be cleared on failure
        XCTAssertNil([MSIDBrokerInteractiveController currentBrokerRequest]);
        XCTAssertNil([MSIDBrokerInteractiveController currentBrokerController]);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

#if !AD_BROKER
- (void)testAcquireToken_whenBrokerResponseNotReceived_andOnboardingStatusMatches_shouldReplayRequest
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    // Enable broker invocation so canPerformRequest: returns YES
    [MSIDApplicationTestUtil setCanOpenURLSchemes:@[@"msauthv2", @"msauthv3"]];
    parameters.brokerInvocationOptions = [[MSIDBrokerInvocationOptions alloc] initWithRequiredBrokerType:MSIDRequiredBrokerTypeDefault
                                                                                           protocolType:MSIDBrokerProtocolTypeUniversalLink
                                                                                      aadRequestVersion:MSIDBrokerAADRequestVersionV2];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=replay1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    __block int openURLCallCount = 0;

    [MSIDApplicationTestUtil onOpenURL:^BOOL(NSURL *url, __unused NSDictionary<NSString *,id> *options) {
        openURLCallCount++;

        if (openURLCallCount == 1)
        {
            // First call: original request to broker; verify no ignore_broker_request param
            XCTAssertNil([url msidQueryParameters][MSID_IGNORE_BROKER_REQUEST]);

            // Simulate broker not responding - app returns to foreground
            [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
            [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidBecomeActiveNotification object:nil];
        }
        else if (openURLCallCount == 2)
        {
            // Second call: replayed request should contain ignore_broker_request=1
            XCTAssertEqualObjects([url msidQueryParameters][MSID_IGNORE_BROKER_REQUEST], @"1");

            // Now simulate broker responding successfully
            MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];
            [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                                sourceApplication:MSID_BROKER_APP_BUNDLE_ID
                                            brokerResponseHandler:brokerResponseHandler];
        }

        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNotNil(result);
        XCTAssertNil(acquireTokenError);
        XCTAssertEqual(openURLCallCount, 2);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:2.0 handler:nil];
}

- (void)testAcquireToken_whenBrokerResponseNotReceived_andOnboardingPhaseDoesNotMatch_shouldReturnError
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=noreplay1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        // Manually overwrite onboarding status to a non-matching phase before simulating return
        MSIDOnboardingStatus *nonMatchingStatus = [MSIDOnboardingStatus new];
        nonMatchingStatus.phase = MSIDOnboardingPhaseNone;
        [[MSIDOnboardingStatusCache sharedInstance] setWithStatus:nonMatchingStatus];

        // Simulate broker not responding
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidBecomeActiveNotification object:nil];

        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, MSIDErrorBrokerResponseNotReceived);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenBrokerResponseNotReceived_andOriginatingBundleIdDoesNotMatch_shouldReturnError
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=noreplay2"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        // Overwrite onboarding status with a different originatingBundleId to simulate
        // a status saved by another application. Use JSON initializer since originatingBundleId is readonly.
        NSDictionary *mismatchedStatusJson = @{
            @"phase": [MSIDOnboardingStatus stringFromPhase:MSIDOnboardingPhaseBrokerInteractiveInProgress],
            @"context": [MSIDOnboardingStatus stringFromContext:MSIDOnboardingContextBroker],
            @"ownerBundleId": @"com.microsoft.azureauthenticator",
            @"originatingBundleId": @"com.microsoft.otherapp",
            @"correlationId": @"00000000-1234-abcd-0000-000000000000"
        };
        MSIDOnboardingStatus *mismatchedStatus = [[MSIDOnboardingStatus alloc] initWithJSONDictionary:mismatchedStatusJson error:nil];
        [[MSIDOnboardingStatusCache sharedInstance] setWithStatus:mismatchedStatus];

        // Simulate broker not responding - app returns to foreground
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidBecomeActiveNotification object:nil];

        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, MSIDErrorBrokerResponseNotReceived);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenBrokerResponseError_shouldSetOnboardingPhaseToFailed
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=onboardingerror1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    NSError *testError = MSIDCreateError(MSIDErrorDomain, 123456789, @"Test broker error", nil, nil, nil, parameters.correlationId, nil, YES);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:nil testError:testError];
        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:MSID_BROKER_APP_BUNDLE_ID
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);

        // Verify onboarding status phase is set to Failed on error
        MSIDOnboardingStatus *cachedStatus = [[MSIDOnboardingStatusCache sharedInstance] getOnboardingStatus];
        XCTAssertNotNil(cachedStatus);
        XCTAssertEqual(cachedStatus.phase, MSIDOnboardingPhaseFailed);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenBrokerResponseSuccess_shouldClearOnboardingStatus
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=onboardingsuccess1"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    MSIDTokenResult *testResult = [self resultWithParameters:parameters];

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {
        MSIDTestBrokerResponseHandler *brokerResponseHandler = [[MSIDTestBrokerResponseHandler alloc] initWithTestResponse:testResult testError:nil];
        [MSIDBrokerInteractiveController completeAcquireToken:[NSURL URLWithString:@"https://contoso.com"]
                                            sourceApplication:MSID_BROKER_APP_BUNDLE_ID
                                        brokerResponseHandler:brokerResponseHandler];
        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNotNil(result);
        XCTAssertNil(acquireTokenError);

        // Verify onboarding status was cleared on success
        MSIDOnboardingStatus *cachedStatus = [[MSIDOnboardingStatusCache sharedInstance] getOnboardingStatus];
        XCTAssertNotNil(cachedStatus);
        XCTAssertEqual(cachedStatus.phase, MSIDOnboardingPhaseNone);
        XCTAssertNil(cachedStatus.correlationId);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenBrokerResponseNotReceived_andOnboardingContextNotBroker_shouldReturnError
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=noreplay3"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        // Overwrite onboarding status with a different context (not broker) to prevent replay
        NSDictionary *mismatchedContextJson = @{
            @"phase": [MSIDOnboardingStatus stringFromPhase:MSIDOnboardingPhaseBrokerInteractiveInProgress],
            @"context": [MSIDOnboardingStatus stringFromContext:MSIDOnboardingContextInAppWebview],
            @"ownerBundleId": @"com.microsoft.azureauthenticator",
            @"originatingBundleId": [[NSBundle mainBundle] bundleIdentifier] ?: @"xctest",
            @"correlationId": @"00000000-1234-abcd-0000-000000000000"
        };
        MSIDOnboardingStatus *mismatchedContextStatus = [[MSIDOnboardingStatus alloc] initWithJSONDictionary:mismatchedContextJson error:nil];
        [[MSIDOnboardingStatusCache sharedInstance] setWithStatus:mismatchedContextStatus];

        // Simulate broker not responding - app returns to foreground
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidBecomeActiveNotification object:nil];

        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, MSIDErrorBrokerResponseNotReceived);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}

- (void)testAcquireToken_whenBrokerResponseNotReceived_andCanPerformRequestReturnsFalse_shouldReturnError
{
    MSIDInteractiveTokenRequestParameters *parameters = [self requestParameters];
    // brokerInvocationOptions is not set, so canPerformRequest: will return NO

    NSURL *brokerRequestURL = [NSURL URLWithString:@"https://contoso.com?broker=request_url&broker_key=noreplay4"];

    MSIDTestTokenRequestProvider *provider = [[MSIDTestTokenRequestProvider alloc] initWithTestResponse:nil testError:nil testWebMSAuthResponse:nil brokerRequestURL:brokerRequestURL resumeDictionary:@{}];

    NSError *error = nil;
    MSIDBrokerInteractiveController *brokerController = [[MSIDBrokerInteractiveController alloc] initWithInteractiveRequestParameters:parameters tokenRequestProvider:provider fallbackController:nil error:&error];

    XCTAssertNotNil(brokerController);

    [MSIDApplicationTestUtil onOpenURL:^BOOL(__unused NSURL *url, __unused NSDictionary<NSString *,id> *options) {

        // Simulate broker not responding - app returns to foreground
        // Onboarding status will match, but canPerformRequest should return NO
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationWillEnterForegroundNotification object:nil];
        [[NSNotificationCenter defaultCenter] postNotificationName:UIApplicationDidBecomeActiveNotification object:nil];

        return YES;
    }];

    XCTestExpectation *expectation = [self expectationWithDescription:@"Acquire token"];

    MSIDTestURLResponse *discoveryResponse = [MSIDTestURLResponse discoveryResponseForAuthority:@"https://login.microsoftonline.com/common"];
    [MSIDTestURLSession addResponse:discoveryResponse];

    [brokerController acquireToken:^(MSIDTokenResult * _Nullable result, NSError * _Nullable acquireTokenError) {
        XCTAssertNil(result);
        XCTAssertNotNil(acquireTokenError);
        XCTAssertEqual(acquireTokenError.code, MSIDErrorBrokerResponseNotReceived);

        [expectation fulfill];
    }];

    [self waitForExpectationsWithTimeout:1.0 handler:nil];
}
#endif

@end
