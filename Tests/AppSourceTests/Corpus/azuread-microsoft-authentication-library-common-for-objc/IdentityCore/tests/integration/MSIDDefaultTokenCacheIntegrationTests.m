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
#import "MSIDTestCacheAccessorHelper.h"
#import "MSIDTestCacheDataSource.h"
#import "MSIDDefaultTokenCacheAccessor.h"
#import "MSIDTestConfiguration.h"
#import "MSIDTestTokenResponse.h"
#import "MSIDBaseToken.h"
#import "MSIDAccount.h"
#import "MSIDTestIdentifiers.h"
#import "MSIDAADV1TokenResponse.h"
#import "MSIDAADV2TokenResponse.h"
#import "MSIDTestIdTokenUtil.h"
#import "MSIDAccessToken.h"
#import "MSIDRefreshToken.h"
#import "MSIDAADV2Oauth2Factory.h"
#import "MSIDAadAuthorityCache.h"
#import "MSIDAadAuthorityCache.h"
#import "MSIDLegacyTokenCacheAccessor.h"
#import "MSIDKeychainTokenCache.h"
#import "MSIDAccountIdentifier.h"
#import "NSString+MSIDTestUtil.h"
#import "MSIDTestCacheAccessorHelper.h"
#import "MSIDCache.h"
#import "MSIDIntuneInMemoryCacheDataSource.h"
#import "MSIDIntuneEnrollmentIdsCache.h"
#import "MSIDBartFeatureUtil.h"
#import "MSIDAADV1Oauth2Factory.h"
#import "MSIDBoundRefreshToken.h"
#import "MSIDBoundRefreshTokenCacheItem.h"
#import "MSIDWorkPlaceJoinUtil.h"
#import "MSIDWPJKeyPairWithCert.h"
#import "MSIDTestSwizzle.h"

// Category to expose private method for testing
@interface MSIDDefaultTokenCacheAccessor (Testing)
- (NSArray<MSIDCredentialCacheItem *> *)validateBoundAppRefreshTokens:(NSArray<MSIDCredentialCacheItem *> *)cacheItems
                                                        homeAccountId:(NSString *)homeAccountId;
@end

// Category to allow setting readonly properties for testing
@interface MSIDWPJKeyPairWithCert (Testing)
@property (nonatomic, readwrite) NSString *certificateSubject;
@end

@interface MSIDDefaultTokenCacheIntegrationTests : XCTestCase
{
    MSIDDefaultTokenCacheAccessor *_cacheAccessor;
    MSIDLegacyTokenCacheAccessor *_otherAccessor;
    id<MSIDExtendedTokenCacheDataSource> _dataSource;
}
@end

@implementation MSIDDefaultTokenCacheIntegrationTests

#pragma mark - Setup

- (void)setUp
{

#if TARGET_OS_IOS
    _dataSource = [[MSIDKeychainTokenCache alloc] initWithGroup:nil error:nil];
#else
    // TODO: this should be replaced with a real macOS datasource instead
    _dataSource = [[MSIDTestCacheDataSource alloc] init];
#endif
    _otherAccessor = [[MSIDLegacyTokenCacheAccessor alloc] initWithDataSource:_dataSource otherCacheAccessors:nil];
    _cacheAccessor = [[MSIDDefaultTokenCacheAccessor alloc] initWithDataSource:_dataSource otherCacheAccessors:@[_otherAccessor]];
    [super setUp];
}

- (void)tearDown
{
    [super tearDown];

    [[MSIDAadAuthorityCache sharedInstance] removeAllObjects];
    [_dataSource removeTokensWithKey:[MSIDCacheKey new] context:nil error:nil];
    [MSIDTestSwizzle reset];
}

#pragma mark - Saving

- (void)testSaveTokensWithRequestParams_whenHomeAccountIdNil_shouldReturnError
{
    NSOrderedSet *set = [NSOrderedSet orderedSetWithObjects:@"user.read", nil];
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"at" RT:@"rt" scopes:set idToken:nil uid:nil utid:nil familyId:nil];

    NSError *error = nil;

    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];

    XCTAssertNotNil(error);
    XCTAssertFalse(result);
    XCTAssertEqual(error.code, MSIDErrorInvalidInternalParameter);
}

- (void)testSaveTokensWithRequestParams_withAccessToken_shouldSaveToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    NSError *error = nil;
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *accessTokens = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertNil(error);

    XCTAssertEqual([accessTokens count], 1);
    XCTAssertEqualObjects([accessTokens[0] accessToken], tokenResponse.accessToken);
}

- (void)testSaveTokensWithRequestParams_withAccessToken_andIntuneEnrolled_shouldSaveToken
{
    [self setUpEnrollmentIdsCache:NO];
    
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];
    
    MSIDConfiguration *configuration = [MSIDTestConfiguration v2DefaultConfiguration];
    configuration.applicationIdentifier = @"app.bundle.id";
    
    NSError *error = nil;
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:configuration
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];
    
    XCTAssertNil(error);
    XCTAssertTrue(result);
    
    NSArray *accessTokens = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertNil(error);
    
    XCTAssertEqual([accessTokens count], 1);
    XCTAssertEqualObjects([accessTokens[0] accessToken], tokenResponse.accessToken);
    XCTAssertEqualObjects([accessTokens[0] enrollmentId], @"enrollmentId");
    
    [self setUpEnrollmentIdsCache:YES];
}

- (void)testSaveTokensWithRequestParams_withNilAccessToken_shouldSaveToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:nil
                                                                                 RT:@"rt"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:@"id_token"
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:@"family_id"];

    NSError *error = nil;
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *idTokens = [MSIDTestCacheAccessorHelper getAllIdTokens:_cacheAccessor];
    XCTAssertNil(error);

    XCTAssertEqual([idTokens count], 1);
    XCTAssertEqualObjects([idTokens[0] rawIdToken], tokenResponse.idToken);
}

- (void)testSaveTokensWithRequestParams_withNilIdToken_shouldSaveToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token"
                                                                                 RT:@"rt"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:nil
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:@"family_id"];

    NSError *error = nil;
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *accessTokens = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertNil(error);

    XCTAssertEqual([accessTokens count], 1);
    XCTAssertEqualObjects([accessTokens[0] accessToken], tokenResponse.accessToken);
}

- (void)testSaveTokensWithRequestParams_withNilAccessTokenAndNilIdToken_shouldNotSaveToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:nil
                                                                                 RT:nil
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:nil
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:@"family_id"];

    NSError *error = nil;
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSError *readError = nil;
    NSArray *allTokens = [_cacheAccessor allTokensWithContext:nil error:&readError];
    XCTAssertNil(readError);
    XCTAssertEqual([allTokens count], 0);
}

- (void)testSaveTokensWithRequestParams_withAccessTokenSameEverythingWithScopesIntersect_shouldOverwriteToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:nil];

    NSArray *allTokens = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([allTokens count], 1);

    // save 2nd token with intersecting scope
    NSOrderedSet<NSString *> *scopes = [NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, @"profile.read", nil];
    MSIDTokenResponse *tokenResponse2 = [MSIDTestTokenResponse v2DefaultTokenResponseWithScopes:scopes];

    NSError *error = nil;
    result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                response:tokenResponse2
                                                 factory:[MSIDAADV2Oauth2Factory new]
                                                 context:nil
                                                   error:nil];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 1);
    XCTAssertEqualObjects([accessTokensInCache[0] accessToken], tokenResponse2.accessToken);
}

- (void)testSaveTokensWithRequestParams_withAccessTokenAndDifferentAuthorities_shouldSave2Tokens
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];
    
    NSError *error = nil;
    
    // save 1st token with default test scope
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];
    
    XCTAssertTrue(result);
    XCTAssertNil(error);
    
    // save 2nd token with different authority
    MSIDTokenResponse *tokenResponse2 = [MSIDTestTokenResponse v2TokenResponseWithAT:DEFAULT_TEST_ACCESS_TOKEN
                                                                                  RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                              scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                             idToken:[MSIDTestIdTokenUtil idTokenWithName:@"name" upn:@"upn@upn.com" oid:@"oid" tenantId:@"tid2"]
                                                                                 uid:DEFAULT_TEST_UID
                                                                                utid:DEFAULT_TEST_UTID
                                                                            familyId:nil];
    
    MSIDConfiguration *configuration = [MSIDTestConfiguration configurationWithAuthority:@"https://login.microsoftonline.com/8eaef023-2b34-4da1-9baa-8bc8c9d6a490"
                                                                                clientId:DEFAULT_TEST_CLIENT_ID
                                                                             redirectUri:nil
                                                                                  target:DEFAULT_TEST_SCOPE];
    
    result = [_cacheAccessor saveTokensWithConfiguration:configuration
                                                response:tokenResponse2
                                                 factory:[MSIDAADV2Oauth2Factory new]
                                                 context:nil
                                                   error:&error];
    
    XCTAssertNil(error);
    XCTAssertTrue(result);
    
    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 2);
}

- (void)testSaveTokensWithRequestParams_withAccessTokenSameEverythingWithScopesDontIntersect_shouldWriteNewToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    // save 1st token with default test scope
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:nil];

    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 1);

    // save 2nd token with non-intersecting scope
    NSOrderedSet<NSString *> *scopes = [NSOrderedSet orderedSetWithObjects:@"profile.read", nil];
    MSIDTokenResponse *tokenResponse2 = [MSIDTestTokenResponse v2DefaultTokenResponseWithScopes:scopes];

    NSError *error = nil;

    result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                response:tokenResponse2
                                                 factory:[MSIDAADV2Oauth2Factory new]
                                                 context:nil
                                                   error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 2);
}


- (void)testSaveTokensWithRequestParams_withAccessTokenAndDifferentUsers_shouldSave2Tokens
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    // save 1st token with default test scope

    NSError *error = nil;
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];

    XCTAssertTrue(result);
    XCTAssertNil(error);

    // save 2nd token with different user
    MSIDTokenResponse *tokenResponse2 = [MSIDTestTokenResponse v2TokenResponseWithAT:DEFAULT_TEST_ACCESS_TOKEN
                                                                                  RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                              scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                             idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                 uid:@"1"
                                                                                utid:@"222.qwe"
                                                                            familyId:nil];

    result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                response:tokenResponse2
                                                 factory:[MSIDAADV2Oauth2Factory new]
                                                 context:nil
                                                   error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 2);
}

- (void)testSaveTokensWithRequestParams_withNilIDToken_shouldNotSaveIDToken_andSaveAccessToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"at"
                                                                                 RT:@"rt"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:nil
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:@"family_id"];

    NSError *error = nil;

    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];
    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 1);

    NSArray *idTokensInCache = [MSIDTestCacheAccessorHelper getAllIdTokens:_cacheAccessor];
    XCTAssertEqual([idTokensInCache count], 0);
}

- (void)testSaveTokensWithRequestParams_withIDToken_shouldSaveIDToken_andSaveAccessToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"at"
                                                                                 RT:@"rt"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:@"id_token"
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:@"family_id"];

    NSError *error = nil;
    BOOL result = [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                     response:tokenResponse
                                                      factory:[MSIDAADV2Oauth2Factory new]
                                                      context:nil
                                                        error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 1);

    NSArray *idTokensInCache = [MSIDTestCacheAccessorHelper getAllIdTokens:_cacheAccessor];
    XCTAssertEqual([idTokensInCache count], 1);
}

- (void)testSaveSSOState_withResponse_shouldSaveOneRefreshTokenEntry
{
    NSError *error = nil;

    BOOL result = [_cacheAccessor saveSSOStateWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                       response:[MSIDTestTokenResponse v2DefaultTokenResponse]
                                                        factory:[MSIDAADV2Oauth2Factory new]
                                                        context:nil
                                                          error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *refreshTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultRefreshTokens:_cacheAccessor];
    XCTAssertEqual([refreshTokensInCache count], 1);
}

- (void)testSaveRefreshToken_whenNoAccountIdentifier_shouldReturnError
{
    NSOrderedSet *scopes = [NSOrderedSet orderedSetWithObjects:@"user.read", nil];
    MSIDTokenResponse *response = [MSIDTestTokenResponse v2TokenResponseWithAT:@"at"
                                                                            RT:@"rt"
                                                                        scopes:scopes
                                                                       idToken:nil
                                                                           uid:nil
                                                                          utid:nil
                                                                      familyId:nil];

    NSError *error = nil;

    BOOL result = [_cacheAccessor saveSSOStateWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                       response:response
                                                        factory:[MSIDAADV2Oauth2Factory new]
                                                        context:nil
                                                          error:&error];

    XCTAssertNotNil(error);
    XCTAssertFalse(result);
    XCTAssertEqual(error.code, MSIDErrorInvalidInternalParameter);
}

#pragma mark - Retrieve

- (void)testGetTokenWithType_whenTypeAccessNoItemsInCache_shouldReturnNil
{
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:DEFAULT_TEST_ID_TOKEN_USERNAME
                                                                              homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];

    NSError *error = nil;
    MSIDAccessToken *token = [_cacheAccessor getAccessTokenForAccount:account
                                                        configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                              context:nil
                                                                error:&error];

    XCTAssertNil(error);
    XCTAssertNil(token);
}

- (void)testGetTokenWithType_whenTypeAccessMultipleAccessTokensInCache_shouldReturnRightToken
{
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:DEFAULT_TEST_ID_TOKEN_USERNAME
                                                                              homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];

    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    // save 1st token with default test scope
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // save 2nd token with non-intersecting scope
    NSOrderedSet<NSString *> *scopes = [NSOrderedSet orderedSetWithObjects:@"profile.read", nil];

    MSIDTokenResponse *tokenResponse2 = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token 2"
                                                                                  RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                              scopes:scopes
                                                                             idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                 uid:DEFAULT_TEST_UID
                                                                                utid:DEFAULT_TEST_UTID
                                                                            familyId:nil];

    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfigurationWithScopes:scopes]
                                       response:tokenResponse2
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // save 3rd token with different authority
    MSIDAADV2TokenResponse *tokenResponse3 = [MSIDTestTokenResponse v2TokenResponseWithAT:DEFAULT_TEST_ACCESS_TOKEN
                                                                                       RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                                   scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                                  idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                      uid:DEFAULT_TEST_UID
                                                                                     utid:DEFAULT_TEST_UTID
                                                                                 familyId:nil];

    MSIDConfiguration *configuration = [MSIDTestConfiguration configurationWithAuthority:@"https://contoso2.com/common"
                                                                              clientId:DEFAULT_TEST_CLIENT_ID
                                                                           redirectUri:nil
                                                                                target:DEFAULT_TEST_SCOPE];

    [_cacheAccessor saveTokensWithConfiguration:configuration
                                       response:tokenResponse3
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // save 4th token with different user
    MSIDTokenResponse *tokenResponse4 = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token 3"
                                                                                  RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                              scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                             idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                 uid:@"UID2"
                                                                                utid:@"UTID2"
                                                                            familyId:nil];

    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse4
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 4);

    configuration = [MSIDTestConfiguration v2DefaultConfiguration];
    configuration.authority = [DEFAULT_TEST_AUTHORITY_GUID aadAuthority];

    // retrieve first at
    NSError *error = nil;

    MSIDAccessToken *returnedToken = [_cacheAccessor getAccessTokenForAccount:account
                                                                configuration:configuration
                                                                      context:nil
                                                                        error:&error];
    XCTAssertNil(error);
    XCTAssertNotNil(returnedToken);
    XCTAssertEqualObjects(returnedToken.accessToken, DEFAULT_TEST_ACCESS_TOKEN);
}

- (void)testGetTokenWithType_whenTypeAccessCorrectAccountAndParameters_shouldReturnToken
{
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:DEFAULT_TEST_ID_TOKEN_USERNAME
                                                                              homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];

    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    // Save token
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    MSIDConfiguration *configuration = [MSIDTestConfiguration v2DefaultConfiguration];
    configuration.authority = [DEFAULT_TEST_AUTHORITY_GUID aadAuthority];

    NSError *error = nil;

    MSIDAccessToken *returnedToken = [_cacheAccessor getAccessTokenForAccount:account
                                                                configuration:configuration
                                                                      context:nil
                                                                        error:&error];

    XCTAssertNil(error);
    XCTAssertNotNil(returnedToken);
    XCTAssertEqualObjects(returnedToken.accessToken, DEFAULT_TEST_ACCESS_TOKEN);
    XCTAssertNil(returnedToken.enrollmentId);
}

- (void)testGetTokenWithType_whenTypeAccessCorrectAccountAndParameters_andIntuneEnrolled_shouldReturnToken
{
    [self setUpEnrollmentIdsCache:NO];
    
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:DEFAULT_TEST_ID_TOKEN_USERNAME
                                                                            homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];
    
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];
    
    MSIDConfiguration *configuration = [MSIDTestConfiguration v2DefaultConfiguration];
    configuration.applicationIdentifier = @"app.bundle.id";
    
    // Save token
    [_cacheAccessor saveTokensWithConfiguration:configuration
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];
    
    configuration.authority = [DEFAULT_TEST_AUTHORITY_GUID aadAuthority];
    
    NSError *error = nil;
    
    MSIDAccessToken *returnedToken = [_cacheAccessor getAccessTokenForAccount:account
                                                                configuration:configuration
                                                                      context:nil
                                                                        error:&error];
    
    XCTAssertNil(error);
    XCTAssertNotNil(returnedToken);
    XCTAssertEqualObjects(returnedToken.accessToken, DEFAULT_TEST_ACCESS_TOKEN);
    XCTAssertEqualObjects(returnedToken.enrollmentId, @"enrollmentId");
    
    [self setUpEnrollmentIdsCache:YES];
}

- (void)testGetTokenWithType_whenTypeAccessCorrectAccountAndParametersWithNoAuthority_shouldReturnToken
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:DEFAULT_TEST_ID_TOKEN_USERNAME
                                                                              homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];

    // Save token
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // Retrieve token
    MSIDConfiguration *configuration = [MSIDTestConfiguration v2DefaultConfiguration];
    configuration.authority = [DEFAULT_TEST_AUTHORITY_GUID aadAuthority];

    NSError *error = nil;
    MSIDAccessToken *returnedToken = [_cacheAccessor getAccessTokenForAccount:account
                                                                configuration:configuration
                                                                      context:nil
                                                                        error:&error];

    XCTAssertNil(error);
    XCTAssertNotNil(returnedToken);
    XCTAssertEqualObjects(returnedToken.accessToken, DEFAULT_TEST_ACCESS_TOKEN);
}

- (void)testGetTokenWithType_whenTypeRefreshNoItemsInCache_shouldReturnNil
{
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:DEFAULT_TEST_ID_TOKEN_USERNAME
                                                                              homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];

    NSError *error = nil;

    MSIDRefreshToken *returnedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                        familyId:nil
                                                                   configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                                         context:nil
                                                                           error:&error];

    XCTAssertNil(error);
    XCTAssertNil(returnedToken);
}


- (void)testGetTokenWithType_whenTypeRefreshAccountWithUtidAndUidProvided_shouldReturnToken
{
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:nil
                                                                              homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];
    [_cacheAccessor saveSSOStateWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                         response:[MSIDTestTokenResponse v2DefaultTokenResponse]
                                          factory:[MSIDAADV2Oauth2Factory new]
                                          context:nil
                                            error:nil];

    NSError *error = nil;

    MSIDRefreshToken *returnedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                        familyId:nil
                                                                   configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                                         context:nil
                                                                           error:&error];

    XCTAssertNil(error);
    XCTAssertNotNil(returnedToken);
    XCTAssertEqualObjects(returnedToken.refreshToken, DEFAULT_TEST_REFRESH_TOKEN);
}

- (void)testGetTokenWithType_whenTypeRefreshAccountWithLegacyIDProvided_shouldReturnToken
{
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:[MSIDTestTokenResponse v2DefaultTokenResponse]
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:DEFAULT_TEST_ID_TOKEN_USERNAME
                                                                              homeAccountId:nil];

    NSError *error = nil;
    MSIDRefreshToken *returnedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                        familyId:nil
                                                                   configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                                         context:nil
                                                                           error:&error];

    XCTAssertNil(error);
    XCTAssertNotNil(returnedToken);
    XCTAssertEqualObjects(returnedToken.refreshToken, DEFAULT_TEST_REFRESH_TOKEN);
}

- (void)testGetTokenWithType_whenTypeRefreshAccountWithUtidAndUidProvidedAndNestedAuth_shouldReturnToken
{
    MSIDConfiguration *configuration = [[MSIDConfiguration alloc] initWithAuthority:[DEFAULT_TEST_AUTHORITY aadAuthority]
                                                                        redirectUri:nil
                                                                           clientId:DEFAULT_TEST_CLIENT_ID
                                                                             target:DEFAULT_TEST_RESOURCE
                                                           nestedAuthBrokerClientId:@"other_client_id"
                                                        nestedAuthBrokerRedirectUri:@"other_redirect_uri"];

    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:nil
                                                                            homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];
    [_cacheAccessor saveSSOStateWithConfiguration:configuration
                                         response:[MSIDTestTokenResponse v2DefaultTokenResponse]
                                          factory:[MSIDAADV2Oauth2Factory new]
                                          context:nil
                                            error:nil];

    NSError *error = nil;

    MSIDRefreshToken *returnedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                        familyId:nil
                                                                   configuration:configuration
                                                                         context:nil
                                                                           error:&error];

    XCTAssertNil(error);
    XCTAssertNotNil(returnedToken);
    XCTAssertEqualObjects(returnedToken.refreshToken, DEFAULT_TEST_REFRESH_TOKEN);
    XCTAssertEqualObjects(returnedToken.clientId, @"other_client_id");
}

#pragma mark - Remove

- (void)testRemoveToken_whenItemInCache_andAccountWithUidUtidProvided_shouldRemoveOnlyRTItems
{
    MSIDAADV2TokenResponse *response = [MSIDTestTokenResponse v2DefaultTokenResponse];

    // Save an access token
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:response
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // Save a refresh token
    [_cacheAccessor saveSSOStateWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                         response:[MSIDTestTokenResponse v2DefaultTokenResponse]
                                          factory:[MSIDAADV2Oauth2Factory new]
                                          context:nil
                                            error:nil];

    NSArray *allRefreshTokens = [MSIDTestCacheAccessorHelper getAllDefaultRefreshTokens:_cacheAccessor];
    XCTAssertEqual([allRefreshTokens count], 1);

    MSIDRefreshToken *firstRefreshToken = allRefreshTokens[0];

    NSError *error = nil;

    BOOL result = [_cacheAccessor validateAndRemoveRefreshToken:firstRefreshToken
                                                        context:nil
                                                          error:&error];

    XCTAssertNil(error);
    XCTAssertTrue(result);

    NSArray *allRTs = [MSIDTestCacheAccessorHelper getAllDefaultRefreshTokens:_cacheAccessor];
    XCTAssertEqual([allRTs count], 0);

    NSArray *allATs = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([allATs count], 1);

    NSArray *allIDs = [MSIDTestCacheAccessorHelper getAllIdTokens:_cacheAccessor];
    XCTAssertEqual([allIDs count], 1);
}

- (void)testClearCacheForAllAccounts_whenTypeAccessMultipleAccessTokensInCache_shouldClearAllTokens
{
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2DefaultTokenResponse];

    // save 1st token with default test scope
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // save 2nd token with non-intersecting scope
    NSOrderedSet<NSString *> *scopes = [NSOrderedSet orderedSetWithObjects:@"profile.read", nil];

    MSIDTokenResponse *tokenResponse2 = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token 2"
                                                                                  RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                              scopes:scopes
                                                                             idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                 uid:DEFAULT_TEST_UID
                                                                                utid:DEFAULT_TEST_UTID
                                                                            familyId:nil];

    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfigurationWithScopes:scopes]
                                       response:tokenResponse2
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // save 3rd token with different authority
    MSIDAADV2TokenResponse *tokenResponse3 = [MSIDTestTokenResponse v2TokenResponseWithAT:DEFAULT_TEST_ACCESS_TOKEN
                                                                                       RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                                   scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                                  idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                      uid:DEFAULT_TEST_UID
                                                                                     utid:DEFAULT_TEST_UTID
                                                                                 familyId:nil];

    MSIDConfiguration *configuration = [MSIDTestConfiguration configurationWithAuthority:@"https://contoso2.com/common"
                                                                              clientId:DEFAULT_TEST_CLIENT_ID
                                                                           redirectUri:nil
                                                                                target:DEFAULT_TEST_SCOPE];

    [_cacheAccessor saveTokensWithConfiguration:configuration
                                       response:tokenResponse3
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    // save 4th token with different user
    MSIDTokenResponse *tokenResponse4 = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token 3"
                                                                                  RT:DEFAULT_TEST_REFRESH_TOKEN
                                                                              scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                             idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                 uid:@"UID2"
                                                                                utid:@"UTID2"
                                                                            familyId:nil];

    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse4
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];

    NSArray *accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 4);

    // wipe all accounts
    NSError *error = nil;
    
    BOOL result = [_cacheAccessor clearCacheForAllAccountsWithContext:nil
                                                                error:&error];
    XCTAssertTrue(result);
    XCTAssertNil(error);
    
    accessTokensInCache = [MSIDTestCacheAccessorHelper getAllDefaultAccessTokens:_cacheAccessor];
    XCTAssertEqual([accessTokensInCache count], 0);
}

#pragma mark - Helpers

- (void)setUpEnrollmentIdsCache:(BOOL)isEmpty
{
    NSDictionary *emptyDict = @{};
    
    NSDictionary *dict = @{MSID_INTUNE_ENROLLMENT_ID_KEY: @{@"enrollment_ids": @[@{
                                                                                     @"tid" : @"fda5d5d9-17c3-4c29-9cf9-a27c3d3f03e1",
                                                                                     @"oid" : @"d3444455-mike-4271-b6ea-e499cc0cab46",
                                                                                     @"home_account_id" : DEFAULT_TEST_HOME_ACCOUNT_ID,
                                                                                     @"user_id" : @"mike@contoso.com",
                                                                                     @"enrollment_id" : @"enrollmentId"
                                                                                     },
                                                                                 @{
                                                                                     @"tid" : @"fda5d5d9-17c3-4c29-9cf9-a27c3d3f03e1",
                                                                                     @"oid" : @"6eec576f-dave-416a-9c4a-536b178a194a",
                                                                                     @"home_account_id" : @"1e4dd613-dave-4527-b50a-97aca38b57ba",
                                                                                     @"user_id" : @"dave@contoso.com",
                                                                                     @"enrollment_id" : @"64d0557f-dave-4193-b630-8491ffd3b180"
                                                                                     }
                                                                                 ]}};
    
    MSIDCache *msidCache = [[MSIDCache alloc] initWithDictionary:isEmpty ? emptyDict : dict];
    MSIDIntuneInMemoryCacheDataSource *memoryCache = [[MSIDIntuneInMemoryCacheDataSource alloc] initWithCache:msidCache];
    MSIDIntuneEnrollmentIdsCache *enrollmentIdsCache = [[MSIDIntuneEnrollmentIdsCache alloc] initWithDataSource:memoryCache];
    [MSIDIntuneEnrollmentIdsCache setSharedCache:enrollmentIdsCache];
}
#if TARGET_OS_IPHONE
#pragma mark - getRefreshTokenWithAccount Tests

- (void)testGetRefreshTokenWithAccount_whenBartFeatureEnabled_shouldUseBoundRefreshTokenType
{
    [[MSIDBartFeatureUtil sharedInstance] setBartSupportInAppCache:YES];
    // Setup test tokens
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token"
                                                                                 RT:@"refresh_token"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:nil];
    tokenResponse.boundAppRefreshTokenDeviceId = @"test-device-id";
    NSMutableDictionary *additionalInfo = [tokenResponse.additionalServerInfo mutableCopy] ?: [NSMutableDictionary new];
    additionalInfo[@"refresh_token_type"] = @"bound_app_rt";
    tokenResponse.additionalServerInfo = additionalInfo;
    
    // Save token to cache
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];
    // Test retrieval with BART enabled
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:@"user@contoso.com"
                                                                            homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];
    
    NSError *error = nil;
    MSIDRefreshToken *retrievedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                         familyId:nil
                                                                    configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                                          context:nil
                                                                            error:&error];
    
    // Verify token retrieval behavior - this tests that BART feature flag is properly checked
    XCTAssertNil(error);
    // Note: Token may or may not be found depending on cache state and credential type used
    XCTAssertNotNil(retrievedToken);
    XCTAssertEqual(retrievedToken.credentialType, MSIDBoundRefreshTokenType);
    XCTAssertEqual(retrievedToken.class, MSIDBoundRefreshToken.class);
    XCTAssertEqualObjects(((MSIDBoundRefreshToken *)retrievedToken).boundDeviceId, tokenResponse.boundAppRefreshTokenDeviceId);
}

- (void)testGetRefreshTokenWithAccount_whenBartFeatureDisabled_shouldUseRegularRefreshTokenType
{
    [[MSIDBartFeatureUtil sharedInstance] setBartSupportInAppCache:NO];
    // Setup test tokens
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token"
                                                                                 RT:@"refresh_token"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:nil];
    
    // Save token to cache
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];
    
    
    // Test retrieval with BART disabled
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:@"user@contoso.com"
                                                                            homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];
    
    NSError *error = nil;
    MSIDRefreshToken *retrievedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                         familyId:nil
                                                                    configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                                          context:nil
                                                                            error:&error];
    
    // Should successfully retrieve token using regular refresh token type
    XCTAssertNil(error);
    XCTAssertNotNil(retrievedToken);
    XCTAssertEqualObjects(retrievedToken.refreshToken, tokenResponse.refreshToken);
    XCTAssertNotEqual(retrievedToken.credentialType, MSIDBoundRefreshTokenType);
}

- (void)testGetRefreshTokenWithAccount_whenBartFeatureEnabledWhenSavingResponse_BartDisabledWhenRetrieving_shouldNotUseBoundRefreshTokenType
{
    [[MSIDBartFeatureUtil sharedInstance] setBartSupportInAppCache:YES];
    // Setup test tokens
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token"
                                                                                 RT:@"refresh_token"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:nil];
    tokenResponse.boundAppRefreshTokenDeviceId = @"test-device-id";
    NSMutableDictionary *additionalInfo = [tokenResponse.additionalServerInfo mutableCopy] ?: [NSMutableDictionary new];
    additionalInfo[@"refresh_token_type"] = @"bound_app_rt";
    tokenResponse.additionalServerInfo = additionalInfo;
    
    // Save token to cache
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];
    // Test retrieval with BART disabled
    [[MSIDBartFeatureUtil sharedInstance] setBartSupportInAppCache:NO];
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:@"user@contoso.com"
                                                                            homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];
    
    NSError *error = nil;
    MSIDRefreshToken *retrievedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                         familyId:nil
                                                                    configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                                          context:nil
                                                                            error:&error];
    
    // Verify token retrieval behavior - this tests that BART feature flag is properly checked
    XCTAssertNil(error);
    // Note: Token may or may not be found depending on cache state and credential type used
    XCTAssertNil(retrievedToken);
}

- (void)testGetRefreshTokenWithAccount_whenBartFeatureEnabled_shouldUseBoundRefreshTokenType_WithFamilyIdSet
{
    [[MSIDBartFeatureUtil sharedInstance] setBartSupportInAppCache:YES];
    // Setup test tokens
    MSIDTokenResponse *tokenResponse = [MSIDTestTokenResponse v2TokenResponseWithAT:@"access_token"
                                                                                 RT:@"refresh_token"
                                                                             scopes:[NSOrderedSet orderedSetWithObjects:DEFAULT_TEST_SCOPE, nil]
                                                                            idToken:[MSIDTestIdTokenUtil defaultV2IdToken]
                                                                                uid:@"uid"
                                                                               utid:@"utid"
                                                                           familyId:@"1"];
    tokenResponse.boundAppRefreshTokenDeviceId = @"test-device-id";
    NSMutableDictionary *additionalInfo = [tokenResponse.additionalServerInfo mutableCopy] ?: [NSMutableDictionary new];
    additionalInfo[@"refresh_token_type"] = @"bound_app_rt";
    tokenResponse.additionalServerInfo = additionalInfo;
    
    // Save token to cache
    [_cacheAccessor saveTokensWithConfiguration:[MSIDTestConfiguration v2DefaultConfiguration]
                                       response:tokenResponse
                                        factory:[MSIDAADV2Oauth2Factory new]
                                        context:nil
                                          error:nil];
    // Test retrieval with BART enabled
    MSIDAccountIdentifier *account = [[MSIDAccountIdentifier alloc] initWithDisplayableId:@"user@contoso.com"
                                                                            homeAccountId:DEFAULT_TEST_HOME_ACCOUNT_ID];
    
    NSError *error = nil;
    MSIDRefreshToken *retrievedToken = [_cacheAccessor getRefreshTokenWithAccount:account
                                                                         familyId:@"1"
                                                                    configuration:[MSIDTestConfiguration v2DefaultConfiguration]
                                                                          context:nil
                                                                            error:&error];
    
    // Verify token retrieval behavior - this tests that BART feature flag is properly checked
    XCTAssertNil(error);
    // Note: Token may or may not be found depending on cache state and credential type used
    XCTAssertNotNil(retrievedToken);
    XCTAssertEqual(retrievedToken.credentialType, MSIDBoundRefreshTokenType);
    XCTAssertEqual(retrievedToken.class, MSIDBoundRefreshToken.class);
    XCTAssertEqualObjects(((MSIDBoundRefreshToken *)retrievedToken).boundDeviceId, tokenResponse.boundAppRefreshTokenDeviceId);
    XCTAssertEqualObjects(retrievedToken.familyId, @"1");
}

#pragma mark - validateBoundAppRefreshTokens Tests

- (void)testValidateBoundAppRefreshTokens_whenEmptyArray_shouldReturnEmptyArray
{
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[];
    NSString *homeAccountId = @"uid.utid";
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 0);
}

- (void)testValidateBoundAppRefreshTokens_whenNilHomeAccountId_shouldHandleGracefully
{
    // Create a non-bound refresh token
    MSIDCredentialCacheItem *item = [MSIDCredentialCacheItem new];
    item.credentialType = MSIDRefreshTokenType;
    item.homeAccountId = @"uid.utid";
    item.environment = @"login.microsoftonline.com";
    item.clientId = @"client-id";
    item.secret = @"refresh-token";
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[item];
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:nil];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 1);
    XCTAssertEqualObjects(result[0], item);
}

- (void)testValidateBoundAppRefreshTokens_whenOnlyNonBoundTokens_shouldReturnAllTokens
{
    // Create multiple non-bound refresh tokens
    MSIDCredentialCacheItem *item1 = [MSIDCredentialCacheItem new];
    item1.credentialType = MSIDRefreshTokenType;
    item1.homeAccountId = @"uid.utid";
    item1.environment = @"login.microsoftonline.com";
    item1.clientId = @"client-id";
    item1.secret = @"refresh-token-1";
    
    MSIDCredentialCacheItem *item2 = [MSIDCredentialCacheItem new];
    item2.credentialType = MSIDRefreshTokenType;
    item2.homeAccountId = @"uid.utid";
    item2.environment = @"login.microsoftonline.com";
    item2.clientId = @"client-id-2";
    item2.secret = @"refresh-token-2";
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[item1, item2];
    NSString *homeAccountId = @"uid.utid";
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 2);
    XCTAssertTrue([result containsObject:item1]);
    XCTAssertTrue([result containsObject:item2]);
}

- (void)testValidateBoundAppRefreshTokens_whenMixedTokenTypes_shouldSeparateCorrectly
{
    // Create a regular refresh token
    MSIDCredentialCacheItem *regularItem = [MSIDCredentialCacheItem new];
    regularItem.credentialType = MSIDRefreshTokenType;
    regularItem.homeAccountId = @"uid.utid";
    regularItem.environment = @"login.microsoftonline.com";
    regularItem.clientId = @"client-id";
    regularItem.secret = @"refresh-token";
    
    // Create an access token
    MSIDCredentialCacheItem *accessItem = [MSIDCredentialCacheItem new];
    accessItem.credentialType = MSIDAccessTokenType;
    accessItem.homeAccountId = @"uid.utid";
    accessItem.environment = @"login.microsoftonline.com";
    accessItem.clientId = @"client-id";
    accessItem.secret = @"access-token";
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[regularItem, accessItem];
    NSString *homeAccountId = @"uid.utid";
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 2);
    XCTAssertTrue([result containsObject:regularItem]);
    XCTAssertTrue([result containsObject:accessItem]);
}

- (void)testValidateBoundAppRefreshTokens_whenBoundTokenWithMatchingDeviceId_shouldIncludeToken
{
    NSString *homeAccountId = @"uid.utid";
    NSString *deviceId = @"test-device-id";
    
    // Create a bound refresh token cache item
    MSIDBoundRefreshTokenCacheItem *boundItem = [MSIDBoundRefreshTokenCacheItem new];
    boundItem.credentialType = MSIDBoundRefreshTokenType;
    boundItem.homeAccountId = homeAccountId;
    boundItem.environment = @"login.microsoftonline.com";
    boundItem.clientId = @"client-id";
    boundItem.secret = @"bound-refresh-token";
    boundItem.boundDeviceId = deviceId;
    boundItem.cachedAt = [NSDate date];
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[boundItem];
    
    // Mock WPJ to return matching device ID
    MSIDWPJKeyPairWithCert *wpjData = [MSIDWPJKeyPairWithCert new];
    wpjData.certificateSubject = deviceId;
    
    [MSIDTestSwizzle classMethod:@selector(getWPJKeysWithTenantId:context:)
                           class:[MSIDWorkPlaceJoinUtil class]
                           block:(id) ^(__unused id obj, __unused NSString *tenantId, __unused id <MSIDRequestContext> context)
    {
        return wpjData;
    }];
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    [MSIDTestSwizzle reset];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 1);
    XCTAssertEqualObjects(result[0], boundItem);
}

- (void)testValidateBoundAppRefreshTokens_whenBoundTokenWithNonMatchingDeviceId_shouldFilterOutToken
{
    NSString *homeAccountId = @"uid.utid";
    NSString *tokenDeviceId = @"token-device-id";
    NSString *wpjDeviceId = @"different-device-id";
    
    // Create a bound refresh token cache item
    MSIDBoundRefreshTokenCacheItem *boundItem = [MSIDBoundRefreshTokenCacheItem new];
    boundItem.credentialType = MSIDBoundRefreshTokenType;
    boundItem.homeAccountId = homeAccountId;
    boundItem.environment = @"login.microsoftonline.com";
    boundItem.clientId = @"client-id";
    boundItem.secret = @"bound-refresh-token";
    boundItem.boundDeviceId = tokenDeviceId;
    boundItem.cachedAt = [NSDate date];
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[boundItem];
    
    // Mock WPJ to return different device ID
    MSIDWPJKeyPairWithCert *wpjData = [MSIDWPJKeyPairWithCert new];
    wpjData.certificateSubject = wpjDeviceId;
    
    [MSIDTestSwizzle classMethod:@selector(getWPJKeysWithTenantId:context:)
                           class:[MSIDWorkPlaceJoinUtil class]
                           block:(id) ^(__unused id obj, __unused NSString *tenantId, __unused id <MSIDRequestContext> context)
    {
        return wpjData;
    }];
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    [MSIDTestSwizzle reset];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 0);
}

- (void)testValidateBoundAppRefreshTokens_whenNoWPJDataAndMatchingHomeAccountId_shouldIncludeToken
{
    NSString *homeAccountId = @"uid.utid";
    
    // Create a bound refresh token cache item
    MSIDBoundRefreshTokenCacheItem *boundItem = [MSIDBoundRefreshTokenCacheItem new];
    boundItem.credentialType = MSIDBoundRefreshTokenType;
    boundItem.homeAccountId = homeAccountId;
    boundItem.environment = @"login.microsoftonline.com";
    boundItem.clientId = @"client-id";
    boundItem.secret = @"bound-refresh-token";
    boundItem.boundDeviceId = @"device-id";
    boundItem.cachedAt = [NSDate date];
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[boundItem];
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 1);
    XCTAssertEqualObjects(result[0], boundItem);
}

- (void)testValidateBoundAppRefreshTokens_whenMultipleBoundTokens_shouldSortByCachedAtDescending
{
    NSString *homeAccountId = @"uid.utid";
    NSString *deviceId = @"test-device-id";
    
    NSDate *oldestDate = [NSDate dateWithTimeIntervalSince1970:1000000];
    NSDate *middleDate = [NSDate dateWithTimeIntervalSince1970:2000000];
    NSDate *newestDate = [NSDate dateWithTimeIntervalSince1970:3000000];
    
    // Create multiple bound refresh token cache items with different cached dates
    MSIDBoundRefreshTokenCacheItem *oldItem = [MSIDBoundRefreshTokenCacheItem new];
    oldItem.credentialType = MSIDBoundRefreshTokenType;
    oldItem.homeAccountId = homeAccountId;
    oldItem.environment = @"login.microsoftonline.com";
    oldItem.clientId = @"client-id";
    oldItem.secret = @"old-token";
    oldItem.boundDeviceId = deviceId;
    oldItem.cachedAt = oldestDate;
    
    MSIDBoundRefreshTokenCacheItem *middleItem = [MSIDBoundRefreshTokenCacheItem new];
    middleItem.credentialType = MSIDBoundRefreshTokenType;
    middleItem.homeAccountId = homeAccountId;
    middleItem.environment = @"login.microsoftonline.com";
    middleItem.clientId = @"client-id";
    middleItem.secret = @"middle-token";
    middleItem.boundDeviceId = deviceId;
    middleItem.cachedAt = middleDate;
    
    MSIDBoundRefreshTokenCacheItem *newItem = [MSIDBoundRefreshTokenCacheItem new];
    newItem.credentialType = MSIDBoundRefreshTokenType;
    newItem.homeAccountId = homeAccountId;
    newItem.environment = @"login.microsoftonline.com";
    newItem.clientId = @"client-id";
    newItem.secret = @"new-token";
    newItem.boundDeviceId = deviceId;
    newItem.cachedAt = newestDate;
    
    // Add in non-sorted order
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[middleItem, oldItem, newItem];
    
    // Mock WPJ to return matching device ID
    MSIDWPJKeyPairWithCert *wpjData = [MSIDWPJKeyPairWithCert new];
    wpjData.certificateSubject = deviceId;
    
    [MSIDTestSwizzle classMethod:@selector(getWPJKeysWithTenantId:context:)
                           class:[MSIDWorkPlaceJoinUtil class]
                           block:(id) ^(__unused id obj, __unused NSString *tenantId, __unused id <MSIDRequestContext> context)
    {
        return wpjData;
    }];
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    [MSIDTestSwizzle reset];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 3);
    // Should be sorted by cachedAt descending (newest first)
    XCTAssertEqualObjects(result[0], newItem);
    XCTAssertEqualObjects(result[1], middleItem);
    XCTAssertEqualObjects(result[2], oldItem);
}

- (void)testValidateBoundAppRefreshTokens_whenMixedBoundAndNonBound_shouldReturnNonBoundFirstThenSortedBound
{
    NSString *homeAccountId = @"uid.utid";
    NSString *deviceId = @"test-device-id";
    
    // Create a regular refresh token
    MSIDCredentialCacheItem *regularItem = [MSIDCredentialCacheItem new];
    regularItem.credentialType = MSIDRefreshTokenType;
    regularItem.homeAccountId = homeAccountId;
    regularItem.environment = @"login.microsoftonline.com";
    regularItem.clientId = @"client-id";
    regularItem.secret = @"regular-token";
    
    NSDate *olderDate = [NSDate dateWithTimeIntervalSince1970:1000000];
    NSDate *newerDate = [NSDate dateWithTimeIntervalSince1970:2000000];
    
    // Create bound refresh tokens
    MSIDBoundRefreshTokenCacheItem *olderBoundItem = [MSIDBoundRefreshTokenCacheItem new];
    olderBoundItem.credentialType = MSIDBoundRefreshTokenType;
    olderBoundItem.homeAccountId = homeAccountId;
    olderBoundItem.environment = @"login.microsoftonline.com";
    olderBoundItem.clientId = @"client-id";
    olderBoundItem.secret = @"older-bound-token";
    olderBoundItem.boundDeviceId = deviceId;
    olderBoundItem.cachedAt = olderDate;
    
    MSIDBoundRefreshTokenCacheItem *newerBoundItem = [MSIDBoundRefreshTokenCacheItem new];
    newerBoundItem.credentialType = MSIDBoundRefreshTokenType;
    newerBoundItem.homeAccountId = homeAccountId;
    newerBoundItem.environment = @"login.microsoftonline.com";
    newerBoundItem.clientId = @"client-id";
    newerBoundItem.secret = @"newer-bound-token";
    newerBoundItem.boundDeviceId = deviceId;
    newerBoundItem.cachedAt = newerDate;
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[olderBoundItem, regularItem, newerBoundItem];
    
    // Mock WPJ to return matching device ID
    MSIDWPJKeyPairWithCert *wpjData = [MSIDWPJKeyPairWithCert new];
    wpjData.certificateSubject = deviceId;
    
    [MSIDTestSwizzle classMethod:@selector(getWPJKeysWithTenantId:context:)
                           class:[MSIDWorkPlaceJoinUtil class]
                           block:(id) ^(__unused id obj, __unused NSString *tenantId, __unused id <MSIDRequestContext> context)
    {
        return wpjData;
    }];
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    [MSIDTestSwizzle reset];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 3);
    // Non-bound tokens first
    XCTAssertEqualObjects(result[0], regularItem);
    // Then bound tokens sorted by cachedAt descending
    XCTAssertEqualObjects(result[1], newerBoundItem);
    XCTAssertEqualObjects(result[2], olderBoundItem);
}

- (void)testValidateBoundAppRefreshTokens_whenBoundTokenWithoutBoundDeviceId_shouldFilterOutToken
{
    NSString *homeAccountId = @"uid.utid";
    
    // Create a bound refresh token cache item without boundDeviceId
    MSIDBoundRefreshTokenCacheItem *boundItem = [MSIDBoundRefreshTokenCacheItem new];
    boundItem.credentialType = MSIDBoundRefreshTokenType;
    boundItem.homeAccountId = homeAccountId;
    boundItem.environment = @"login.microsoftonline.com";
    boundItem.clientId = @"client-id";
    boundItem.secret = @"bound-refresh-token";
    boundItem.boundDeviceId = nil; // No device ID
    boundItem.cachedAt = [NSDate date];
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[boundItem];
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    XCTAssertNotNil(result);
    // Token should be filtered out because it's a bound token but doesn't meet criteria
    XCTAssertEqual(result.count, 0);
}

- (void)testValidateBoundAppRefreshTokens_whenComplexScenario_shouldHandleAllCasesCorrectly
{
    NSString *homeAccountId = @"uid.utid";
    NSString *deviceId = @"test-device-id";
    
    // Regular refresh token
    MSIDCredentialCacheItem *regularItem = [MSIDCredentialCacheItem new];
    regularItem.credentialType = MSIDRefreshTokenType;
    regularItem.homeAccountId = homeAccountId;
    regularItem.environment = @"login.microsoftonline.com";
    regularItem.clientId = @"client-id";
    regularItem.secret = @"regular-token";
    
    // Access token (non-refresh)
    MSIDCredentialCacheItem *accessItem = [MSIDCredentialCacheItem new];
    accessItem.credentialType = MSIDAccessTokenType;
    accessItem.homeAccountId = homeAccountId;
    accessItem.environment = @"login.microsoftonline.com";
    accessItem.clientId = @"client-id";
    accessItem.secret = @"access-token";
    
    // Bound token with matching device ID
    MSIDBoundRefreshTokenCacheItem *matchingBoundItem = [MSIDBoundRefreshTokenCacheItem new];
    matchingBoundItem.credentialType = MSIDBoundRefreshTokenType;
    matchingBoundItem.homeAccountId = homeAccountId;
    matchingBoundItem.environment = @"login.microsoftonline.com";
    matchingBoundItem.clientId = @"client-id";
    matchingBoundItem.secret = @"matching-bound-token";
    matchingBoundItem.boundDeviceId = deviceId;
    matchingBoundItem.cachedAt = [NSDate dateWithTimeIntervalSince1970:2000000];
    
    // Bound token with non-matching device ID
    MSIDBoundRefreshTokenCacheItem *nonMatchingBoundItem = [MSIDBoundRefreshTokenCacheItem new];
    nonMatchingBoundItem.credentialType = MSIDBoundRefreshTokenType;
    nonMatchingBoundItem.homeAccountId = homeAccountId;
    nonMatchingBoundItem.environment = @"login.microsoftonline.com";
    nonMatchingBoundItem.clientId = @"client-id";
    nonMatchingBoundItem.secret = @"non-matching-bound-token";
    nonMatchingBoundItem.boundDeviceId = @"different-device-id";
    nonMatchingBoundItem.cachedAt = [NSDate dateWithTimeIntervalSince1970:1000000];
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[regularItem, accessItem, matchingBoundItem, nonMatchingBoundItem];
    
    // Mock WPJ to return matching device ID
    MSIDWPJKeyPairWithCert *wpjData = [MSIDWPJKeyPairWithCert new];
    wpjData.certificateSubject = deviceId;
    
    [MSIDTestSwizzle classMethod:@selector(getWPJKeysWithTenantId:context:)
                           class:[MSIDWorkPlaceJoinUtil class]
                           block:(id) ^(__unused id obj, __unused NSString *tenantId, __unused id <MSIDRequestContext> context)
    {
        return wpjData;
    }];
    
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:homeAccountId];
    
    [MSIDTestSwizzle reset];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 3);
    // Should contain regular token, access token, and matching bound token
    XCTAssertTrue([result containsObject:regularItem]);
    XCTAssertTrue([result containsObject:accessItem]);
    XCTAssertTrue([result containsObject:matchingBoundItem]);
    // Should NOT contain non-matching bound token
    XCTAssertFalse([result containsObject:nonMatchingBoundItem]);
}

- (void)testValidateBoundAppRefreshTokens_whenBoundTokenWithNilHomeAccountId_shouldFilterOutToken
{
    // Create a bound refresh token cache item
    MSIDBoundRefreshTokenCacheItem *boundItem = [MSIDBoundRefreshTokenCacheItem new];
    boundItem.credentialType = MSIDBoundRefreshTokenType;
    boundItem.homeAccountId = @"uid.utid";
    boundItem.environment = @"login.microsoftonline.com";
    boundItem.clientId = @"client-id";
    boundItem.secret = @"bound-refresh-token";
    boundItem.boundDeviceId = @"device-id";
    boundItem.cachedAt = [NSDate date];
    
    NSArray<MSIDCredentialCacheItem *> *cacheItems = @[boundItem];
    
    // When homeAccountId is nil, the bound token should not be filtered out
    NSArray<MSIDCredentialCacheItem *> *result = [_cacheAccessor validateBoundAppRefreshTokens:cacheItems homeAccountId:nil];
    
    XCTAssertNotNil(result);
    XCTAssertEqual(result.count, 1, @"Bound token should not be filtered out when homeAccountId is nil");
}
#endif
@end
