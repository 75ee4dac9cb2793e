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

#import "MSIDTestAutomationAppConfigurationRequest.h"

#pragma mark - MSIDTestAppType
MSIDTestAppType MSIDTestAppTypeCloud = @"cloud";
MSIDTestAppType MSIDTestAppTypeOnPrem = @"onprem";

#pragma mark - MSIDTestAppEnvironment
MSIDTestAppEnvironment MSIDTestAppEnvironmentWWCloud = @"azurecloud";
MSIDTestAppEnvironment MSIDTestAppEnvironmentChinaCloud = @"azurechinacloud";
MSIDTestAppEnvironment MSIDTestAppEnvironmentGermanCloud = @"azuregermanycloud";
MSIDTestAppEnvironment MSIDTestAppEnvironmentUSGovCloud = @"azureusgovernment";
MSIDTestAppEnvironment MSIDTestAppEnvironmentAzureB2C = @"azureb2ccloud";
MSIDTestAppEnvironment MSIDTestAppEnvironmentPPECloud = @"azureppe";

#pragma mark - MSIDTestAppAudience
MSIDTestAppAudience MSIDTestAppAudienceMyOrg = @"azureadmyorg";
MSIDTestAppAudience MSIDTestAppAudienceMultipleOrgs = @"azureadmultipleorgs";
MSIDTestAppAudience MSIDTestAppAudienceMultipleOrgsAndPersonalAccounts = @"azureadandpersonalmicrosoftaccount";

#pragma mark - MSIDTestAppWhiteListType
MSIDTestAppWhiteListType MSIDTestAppWhiteListTypeMAMCA = @"app_whitelist_mamca";
MSIDTestAppWhiteListType MSIDTestAppWhiteListTypeFOCI = @"app_whitelist_foci";

@implementation MSIDTestAutomationAppConfigurationRequest

- (instancetype)init
{
    self = [super init];
    
    if (self)
    {
        _testAppType = MSIDTestAppTypeCloud;
        _testAppEnvironment = MSIDTestAppEnvironmentWWCloud;
        _testAppAudience = MSIDTestAppAudienceMultipleOrgsAndPersonalAccounts;
    }
    
    return self;
}

- (nonnull id)copyWithZone:(nullable NSZone *)zone
{
    MSIDTestAutomationAppConfigurationRequest *request = [[MSIDTestAutomationAppConfigurationRequest allocWithZone:zone] init];
    request.testAppType = [self.testAppType copyWithZone:zone];
    request.testAppEnvironment = [self.testAppEnvironment copyWithZone:zone];
    request.testAppAudience = [self.testAppAudience copyWithZone:zone];
    request.appWhiteListType = [self.appWhiteListType copyWithZone:zone];
    return request;
}

#pragma mark - Base request

- (NSString *)requestOperationPath
{
    //If appID is present, append it to path to ensure querying specific apps results in going to the correct path
    if (self.appId)
    {
        return [NSString stringWithFormat:@"app/%@", self.appId];
    }
    
    return @"App";
}

- (NSArray<NSURLQueryItem *> *)queryItems
{
    NSMutableArray *queryItems = [NSMutableArray array];
    [queryItems addObject:[[NSURLQueryItem alloc] initWithName:@"apptype" value:self.testAppType]];
    [queryItems addObject:[[NSURLQueryItem alloc] initWithName:@"azureenvironment" value:self.testAppEnvironment]];
    [queryItems addObject:[[NSURLQueryItem alloc] initWithName:@"signinaudience" value:self.testAppAudience]];
    
    if (self.appWhiteListType)
    {
        [queryItems addObject:[[NSURLQueryItem alloc] initWithName:@"app_whitelist_type" value:self.appWhiteListType]];
    }

    for (NSString *queryKey in [self.additionalQueryParameters allKeys])
    {
        [queryItems addObject:[[NSURLQueryItem alloc] initWithName:queryKey value:self.additionalQueryParameters[queryKey]]];
    }

    return queryItems;
}

- (BOOL)shouldCacheResponse
{
    return YES;
}

+ (MSIDTestAutomationAppConfigurationRequest *)requestWithDictionary:(NSDictionary *)dictionary
{
    MSIDTestAutomationAppConfigurationRequest *request = [MSIDTestAutomationAppConfigurationRequest new];
    request.testAppType = dictionary[@"test_app_type"];
    request.testAppEnvironment = dictionary[@"test_app_environment"];
    request.testAppAudience = dictionary[@"test_app_audience"];
    request.appWhiteListType = dictionary[@"app_whitelist_type"];
    return request;
}

#pragma mark - Compound key

+ (NSString *)keyForAppConfigurationRequest:(MSIDTestAutomationAppConfigurationRequest *)request
{
    NSMutableString *key = [NSMutableString stringWithString:request.testAppType ?: @"unknown"];

    // Audience (default: "azureadandpersonalmicrosoftaccount")
    if (request.testAppAudience
        && ![request.testAppAudience isEqualToString:MSIDTestAppAudienceMultipleOrgsAndPersonalAccounts])
    {
        [key appendFormat:@"_%@", request.testAppAudience];
    }

    // Whitelist type (default: nil)
    if (request.appWhiteListType.length > 0)
    {
        [key appendFormat:@"_%@", request.appWhiteListType];
    }

    // Environment (default: "azurecloud")
    if (request.testAppEnvironment
        && ![request.testAppEnvironment isEqualToString:MSIDTestAppEnvironmentWWCloud])
    {
        [key appendFormat:@"_%@", request.testAppEnvironment];
    }

    return [key copy];
}

@end
