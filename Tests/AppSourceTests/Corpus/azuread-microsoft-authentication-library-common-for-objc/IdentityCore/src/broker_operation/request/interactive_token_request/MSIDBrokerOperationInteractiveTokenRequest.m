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

#if MSID_ENABLE_SSO_EXTENSION
#import <AuthenticationServices/ASAuthorizationOpenIDRequest.h>
#import "MSIDBrokerOperationInteractiveTokenRequest.h"
#import "MSIDPromptType_Internal.h"
#import "MSIDJsonSerializableFactory.h"
#import "MSIDPromptType_Internal.h"
#import "MSIDAccountIdentifier.h"
#import "MSIDInteractiveTokenRequestParameters.h"
#import "MSIDOnboardingBlobFieldKeys.h"
#import "MSIDBrokerConstants.h"

@implementation MSIDBrokerOperationInteractiveTokenRequest

+ (void)load
{
    [MSIDJsonSerializableFactory registerClass:self forClassType:self.operation];
}

+ (instancetype)tokenRequestWithParameters:(MSIDInteractiveTokenRequestParameters *)parameters
                              providerType:(MSIDProviderType)providerType
                             enrollmentIds:(NSDictionary *)enrollmentIds
                              mamResources:(NSDictionary *)mamResources
                           requestSentDate:(NSDate *)requestSentDate
{
    __auto_type request = [MSIDBrokerOperationInteractiveTokenRequest new];
    [self fillRequest:request
       withParameters:parameters providerType:providerType enrollmentIds:enrollmentIds mamResources:mamResources requestSentDate:requestSentDate];
    
    request.accountIdentifier = parameters.accountIdentifier;
    if (!request.accountIdentifier && parameters.loginHint)
    {
        request.accountIdentifier = [[MSIDAccountIdentifier alloc] initWithDisplayableId:parameters.loginHint homeAccountId:nil];
    }
    request.promptType = parameters.promptType;
    request.extraQueryParameters = [parameters allAuthorizeRequestExtraParametersWithMetadata:NO];
    request.extraScopesToConsent = parameters.extraScopesToConsent;
    request.userFederatedIdentityToken = parameters.userFederatedIdentityToken;
    request.onboardingBlob = parameters.onboardingBlobJson;
    request.isNewMobileOnboardingFlow = parameters.isNewMobileOnboardingFlow;

    return request;
}

#pragma mark - MSIDBrokerOperationRequest

+ (NSString *)operation
{
    return ASAuthorizationOperationLogin;
}

#pragma mark - MSIDJsonSerializable

- (instancetype)initWithJSONDictionary:(NSDictionary *)json error:(NSError *__autoreleasing*)error
{
    self = [super initWithJSONDictionary:json error:error];
    
    if (self)
    {
        // We have flat json dictionary, that is why we are passing the whole json to the MSIDAccountIdentifier.
        _accountIdentifier = [[MSIDAccountIdentifier alloc] initWithJSONDictionary:json error:nil];
        
        NSString *promptString = [json msidStringObjectForKey:MSID_BROKER_PROMPT_KEY];
        _promptType = MSIDPromptTypeFromString(promptString);
        _extraScopesToConsent = [json msidStringObjectForKey:MSID_BROKER_EXTRA_CONSENT_SCOPES_KEY];
        _onboardingBlob = [json msidStringObjectForKey:MSIDOnboardingBlobIPCKey];
        _isNewMobileOnboardingFlow = [[json msidStringObjectForKey:MSID_BROKER_NEW_MOBILE_ONBOARDING_FLOW_KEY] boolValue];
    }
    
    return self;
}

- (NSDictionary *)jsonDictionary
{
    NSMutableDictionary *json = [[super jsonDictionary] mutableCopy];
    if (!json) return nil;
    
    NSDictionary *accountIdentifierJson = [self.accountIdentifier jsonDictionary];
    if (accountIdentifierJson) [json addEntriesFromDictionary:accountIdentifierJson];
    
    NSString *promptString = MSIDPromptParamFromType(self.promptType);
    json[MSID_BROKER_PROMPT_KEY] = promptString;
    json[MSID_BROKER_EXTRA_CONSENT_SCOPES_KEY] = self.extraScopesToConsent;
    
    if (self.userFederatedIdentityToken)
    {
        json[MSID_USER_FEDERATED_IDENTITY_CREDENTIAL_KEY] = self.userFederatedIdentityToken;
    }

    if (self.onboardingBlob.length > 0)
    {
        json[MSIDOnboardingBlobIPCKey] = self.onboardingBlob;
    }

    if (self.isNewMobileOnboardingFlow)
    {
        json[MSID_BROKER_NEW_MOBILE_ONBOARDING_FLOW_KEY] = @"1";
    }

    return json;
}

@end
#endif
