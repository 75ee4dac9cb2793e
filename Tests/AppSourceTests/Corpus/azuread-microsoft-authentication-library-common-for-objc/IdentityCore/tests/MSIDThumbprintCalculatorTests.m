//
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
#import "MSIDThumbprintCalculator.h"
#import "MSIDOAuth2Constants.h"


@interface MSIDThumbprintCalculator (Test)

+ (NSArray *)sortRequestParametersUsingFilteredSet:(NSDictionary *)requestParameters
                                      filteringSet:(NSSet *)filteringSet
                                 shouldIncludeKeys:(BOOL)includePolarity;

+ (NSUInteger)hash:(NSArray *)thumbprintRequestList;

@end

@interface MSIDThumbprintCalculatorTests : XCTestCase

@property (nonatomic) NSString *clientId;
@property (nonatomic) NSString *scope;
@property (nonatomic) NSString *refresh_token;
@property (nonatomic) NSString *redirect_uri;
@property (nonatomic) NSString *grant_type;

@property (nonatomic) NSDictionary *requestParameters;
@property (nonatomic) NSString *endpointUrl;
@property (nonatomic) NSString *realm;
@property (nonatomic) NSString *environment;
@property (nonatomic) NSString *homeAccountId;
@property (nonatomic) NSSet *whiteListSet;
@property (nonatomic) NSSet *blackListSet;
@property (nonatomic) NSArray *expectedParamList;

@end

@implementation MSIDThumbprintCalculatorTests

- (void)setUp {
    //request params
    self.clientId = @"27922004-5251-4030-b22d-91ecd9a37ea4";
    self.scope = @"openid profile offline_access";
    self.refresh_token = @"dummy-rt-test";
    self.redirect_uri = @"x-msauth-outlook-prod://com.microsoft.Office.Outlook";
    self.grant_type = @"refresh_token";
    
    self.requestParameters = @{ @"client_id" : self.clientId,
                                @"scope" : self.scope,
                                @"refresh_token": self.refresh_token,
                                @"redirect_uri": self.redirect_uri,
                                @"grant_type": self.grant_type
    };
    
    self.endpointUrl = @"https://login.microsoftonline.com/f645ad92-e38d-4d1a-b510-d1b09a74a8ca/oauth2/v2.0/token";
    self.realm = @"f645ad92-e38d-4d1a-b510-d1b09a74a8ca";
    self.environment = @"login.microsoftonline.com";
    self.homeAccountId = @"9f4880d8-80ba-4c40-97bc-f7a23c703084.f645ad92-e38d-4d1a-b510-d1b09a74a8ca";
    
    self.requestParameters = @{ @"client_id" : self.clientId,
                                @"scope" : self.scope,
                                @"refresh_token": self.refresh_token,
                                @"redirect_uri": self.redirect_uri,
                                @"grant_type": self.grant_type,
                                @"endpointUrl": self.endpointUrl,
                                @"realm": self.realm,
                                @"environment": self.environment,
                                @"homeAccountId": self.homeAccountId
    };
    self.whiteListSet = [NSSet setWithArray:@[@"realm",
                                              @"environment",
                                              @"homeAccountId",
                                              MSID_OAUTH2_SCOPE]];
    
    self.blackListSet = [NSSet setWithArray:@[MSID_OAUTH2_CLIENT_ID,
                                              MSID_OAUTH2_GRANT_TYPE]];
    
    self.expectedParamList = [NSArray arrayWithObjects:
                              @"client_id:27922004-5251-4030-b22d-91ecd9a37ea4",
                              @"endpointUrl:https://login.microsoftonline.com/f645ad92-e38d-4d1a-b510-d1b09a74a8ca/oauth2/v2.0/token",
                              @"environment:login.microsoftonline.com",
                              @"grant_type:refresh_token",
                              @"homeAccountId:9f4880d8-80ba-4c40-97bc-f7a23c703084.f645ad92-e38d-4d1a-b510-d1b09a74a8ca",
                              @"realm:f645ad92-e38d-4d1a-b510-d1b09a74a8ca",
                              @"redirect_uri:x-msauth-outlook-prod://com.microsoft.Office.Outlook",
                              @"refresh_token:dummy-rt-test",
                              @"scope:openid profile offline_access",
                              nil];
    
}
// Put setup code here. This method is called before the invocation of each test method in the class.

- (void)tearDown {
    // Put teardown code here. This method is called after the invocation of each test method in the class.
}

- (void)testThumbprintCalculator_whenFilteredSetEmpty_outputArrayShouldBeSortedByKey_flattenedIntoArrayOfAlternatingKeyValuePair
{
    NSArray *sortedThumbprintList = [MSIDThumbprintCalculator sortRequestParametersUsingFilteredSet:self.requestParameters
                                                                                       filteringSet:[NSSet new]
                                                                                  shouldIncludeKeys:NO];
    
    
    
    XCTAssertNotNil(sortedThumbprintList);
    XCTAssertEqual(sortedThumbprintList.count,9);
    for (int i = 0; (unsigned) i < sortedThumbprintList.count; i++)
    {
        XCTAssertEqualObjects(sortedThumbprintList[i],self.expectedParamList[i]);
    }
    
    
    
}

- (void)testThumbprintCalculator_whenFilteredSetContainsParamsToInclude_ShouldOnlyIncludeThoseElementsInTheFinalArray
{
    NSArray *sortedThumbprintList = [MSIDThumbprintCalculator sortRequestParametersUsingFilteredSet:self.requestParameters
                                                                                       filteringSet:self.whiteListSet
                                                                                  shouldIncludeKeys:YES];
    
    XCTAssertNotNil(sortedThumbprintList);
    XCTAssertEqual(sortedThumbprintList.count,4);
    
    XCTAssertEqualObjects(sortedThumbprintList[0],self.expectedParamList[2]);
    XCTAssertEqualObjects(sortedThumbprintList[1],self.expectedParamList[4]);
    XCTAssertEqualObjects(sortedThumbprintList[2],self.expectedParamList[5]);
    XCTAssertEqualObjects(sortedThumbprintList[3],self.expectedParamList[8]);
    
}

- (void)testThumbprintCalculator_whenFilteredSetContainsParamsToExclude_ShouldExcludeThoseElementsFromTheFinalArray
{
    NSArray *sortedThumbprintList = [MSIDThumbprintCalculator sortRequestParametersUsingFilteredSet:self.requestParameters
                                                                                       filteringSet:self.blackListSet
                                                                                  shouldIncludeKeys:NO];
    
    XCTAssertNotNil(sortedThumbprintList);
    XCTAssertEqual(sortedThumbprintList.count,7);
    XCTAssertEqualObjects(sortedThumbprintList[0],self.expectedParamList[1]);
    XCTAssertEqualObjects(sortedThumbprintList[1],self.expectedParamList[2]);
    XCTAssertEqualObjects(sortedThumbprintList[2],self.expectedParamList[4]);
    XCTAssertEqualObjects(sortedThumbprintList[3],self.expectedParamList[5]);
    XCTAssertEqualObjects(sortedThumbprintList[4],self.expectedParamList[6]);
    XCTAssertEqualObjects(sortedThumbprintList[5],self.expectedParamList[7]);
    XCTAssertEqualObjects(sortedThumbprintList[6],self.expectedParamList[8]);
}


- (void)testThumbprintCalculator_whenEmptyInputProvided_thumbprintCalculatorShouldReturnNilOutput
{
    
    NSString *thumbprintOne = [MSIDThumbprintCalculator calculateThumbprint:self.requestParameters
                                                               filteringSet:[NSSet new]
                                                          shouldIncludeKeys:NO];
    
    XCTAssertNil(thumbprintOne);
    
}



- (void)testThumbprintCalculator_whenTheSameRequestParametersProvidedMultipleTimes_hashFunctionShouldReturnSameConsistentHash
{
    
    NSString *thumbprintOne = [MSIDThumbprintCalculator calculateThumbprint:self.requestParameters
                                                               filteringSet:self.blackListSet
                                                          shouldIncludeKeys:NO];
    NSString *thumbprintTwo = [MSIDThumbprintCalculator calculateThumbprint:self.requestParameters
                                                               filteringSet:self.blackListSet
                                                          shouldIncludeKeys:NO];
    NSString *thumbprintThree = [MSIDThumbprintCalculator calculateThumbprint:self.requestParameters
                                                                 filteringSet:self.blackListSet
                                                            shouldIncludeKeys:NO];
    NSString *thumbprintFour = [MSIDThumbprintCalculator calculateThumbprint:self.requestParameters
                                                                filteringSet:self.blackListSet
                                                           shouldIncludeKeys:NO];
    NSString *thumbprintFive = [MSIDThumbprintCalculator calculateThumbprint:self.requestParameters
                                                                filteringSet:self.blackListSet
                                                           shouldIncludeKeys:NO];
    XCTAssertNotNil(thumbprintOne);
    XCTAssertEqualObjects(thumbprintOne,thumbprintTwo);
    XCTAssertEqualObjects(thumbprintOne,thumbprintThree);
    XCTAssertEqualObjects(thumbprintOne,thumbprintFour);
    XCTAssertEqualObjects(thumbprintOne,thumbprintFive);
}


- (void)testThumbprintCalculator_whenMultipleRequestsAreIncoming_thumbprintCalculatorShouldProvideStableRequestThumbprintsWithMinimalCollision
{
    NSMutableDictionary* virtualBucket = [NSMutableDictionary new];
    __block int collisionCnt = 0;
    
    for (int i = 0; i < 10000; i++)
    {
        NSDictionary *randomRequestParams = [self generateRandomRequestParameters:YES
                                                            setRandomRefreshToken:NO
                                                             setRandomRedirectUrl:NO
                                                             setRandomEndpointUrl:YES
                                                                   setRandomRealm:NO
                                                             setRandomEnvironment:NO
                                                           setRandomHomeAccountId:YES];
        NSString *randomThumbprintKey = [MSIDThumbprintCalculator calculateThumbprint:randomRequestParams
                                                                         filteringSet:self.blackListSet
                                                                    shouldIncludeKeys:NO];
        if ([virtualBucket objectForKey:randomThumbprintKey])
        {
            int val = [virtualBucket[randomThumbprintKey] intValue];
            virtualBucket[randomThumbprintKey] = @(val + 1);
        }
        else
        {
            virtualBucket[randomThumbprintKey] = @1;
        }
    }
    
    [virtualBucket enumerateKeysAndObjectsUsingBlock:^(id  _Nonnull key, id  _Nonnull obj, __unused BOOL * _Nonnull stop) {
        if (key && [obj intValue] > 1)
        {
            collisionCnt++;
        }
    }];
    XCTAssertNotNil(virtualBucket);
    XCTAssertLessThanOrEqual(collisionCnt,0);
}

- (NSDictionary *)generateRandomRequestParameters:(BOOL)setRandomScope
                            setRandomRefreshToken:(BOOL)setRandomRT
                             setRandomRedirectUrl:(BOOL)setRandomRedirectUrl
                             setRandomEndpointUrl:(BOOL)setRandomEndpointUrl
                                   setRandomRealm:(BOOL)setRandomRealm
                             setRandomEnvironment:(BOOL)setRandomEnvironment
                           setRandomHomeAccountId:(BOOL)setRandomHomeAccountId
{
    NSString *randomScope = (setRandomScope == YES) ? [self generateRandomStringWithLen:(int)[self.scope length]] : self.scope;
    NSString *randomRefreshToken = (setRandomRT == YES) ? [self generateRandomStringWithLen:(int)[self.refresh_token length]] : self.refresh_token;
    NSString *randomRedirectUrl = (setRandomRedirectUrl == YES) ? [self generateRandomStringWithLen:(int)[self.redirect_uri length]] : self.redirect_uri;
    NSString *randomEndpointUrl = (setRandomEndpointUrl == YES) ? [self generateRandomStringWithLen:(int)[self.endpointUrl length]] : self.endpointUrl;
    NSString *randomRealm = (setRandomRealm == YES) ? [self generateRandomStringWithLen:(int)[self.realm length]] : self.realm;
    NSString *randomEnvironment = (setRandomEnvironment == YES) ? [self generateRandomStringWithLen:(int)[self.environment length]] : self.environment;
    NSString *randomHomeAccountId = (setRandomHomeAccountId) ? [self generateRandomStringWithLen:(int)[self.homeAccountId length]] : self.homeAccountId;
    
    NSDictionary *requestParams = @{ @"client_id" : self.clientId, //unused in the thumbprint calculation
                                     @"scope" : randomScope,
                                     @"refresh_token": randomRefreshToken,
                                     @"redirect_uri": randomRedirectUrl,
                                     @"grant_type": self.grant_type, //unused in the thumbprint calculation
                                     @"endpointUrl": randomEndpointUrl,
                                     @"realm": randomRealm,
                                     @"environment": randomEnvironment,
                                     @"homeAccountId": randomHomeAccountId
    };
    
    return requestParams;
}

- (NSString *)generateRandomStringWithLen:(int)len
{
    NSString *validLetters = @"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-/:. ";
    NSMutableString *randomString = [NSMutableString stringWithCapacity:len];
    
    for (int i=0; i< len; i++)
    {
        [randomString appendFormat:@"%C", [validLetters characterAtIndex:arc4random_uniform((int)[validLetters length])]];
    }
    
    return randomString;
}


@end
