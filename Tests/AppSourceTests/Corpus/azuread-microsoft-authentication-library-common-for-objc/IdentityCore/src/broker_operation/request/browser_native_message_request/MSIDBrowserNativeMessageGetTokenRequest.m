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


#import "MSIDBrowserNativeMessageGetTokenRequest.h"
#import "MSIDJsonSerializableFactory.h"
#import "MSIDAADAuthority.h"
#import "MSIDAccountIdentifier.h"
#import "MSIDConstants.h"
#import "MSIDPromptType_Internal.h"
#import "MSIDAuthenticationSchemePop.h"
#import "MSIDAuthScheme.h"
#import "MSIDClaimsRequest.h"
#import "MSIDFlightManager.h"

NSString *const MSID_BROWSER_NATIVE_MESSAGE_CLIENT_ID_KEY = @"clientId";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_AUTHORITY_KEY = @"authority";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_SCOPE_KEY = @"scope";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_REDIRECT_URI_KEY = @"redirectUri";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_PROMPT_KEY = @"prompt";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_NONCE_KEY = @"nonce";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_IS_STS_KEY = @"isSts";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_STATE_KEY = @"state";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_LOGIN_HINT_KEY = @"loginHint";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_INSTANCE_AWARE_KEY = @"instance_aware";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_EXTRA_PARAMETERS_KEY = @"extraParameters";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_REQUEST_KEY = @"request";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_PLATFORM_SEQUENCE_KEY = @"x-client-xtra-sku";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_CAN_SHOW_UI_KEY = @"canShowUI";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_REQUEST_CONFIRMATION_KEY = @"reqCnf";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_TOKEN_TYPE_KEY = @"tokenType";
NSString *const MSID_BROWSER_NATIVE_MESSAGE_CLAIMS_KEY = @"claims";

@implementation MSIDBrowserNativeMessageGetTokenRequest

+ (void)load
{
    [MSIDJsonSerializableFactory registerClass:self forClassType:self.operation];
}

+ (NSString *)operation
{
    return @"GetToken";
}

- (NSString *)description
{
    __auto_type parentDescription = [super description];
    
    NSString *logMessage = @"%@ accountId: (homeAccountId: %@ displayableId: %@), clientId: %@, authority: %@, scopes: %@, redirectUri: %@, prompt: %@, isSts: %@, nonce: %@, state: %@ loginHint: %@, instanceAware: %@, extraParameters: %@, platformSequence: %@, canShowUI: %@";
    
    return [NSString stringWithFormat:logMessage, parentDescription,
            MSID_PII_LOG_TRACKABLE(self.accountId.homeAccountId),
            MSID_PII_LOG_EMAIL(self.accountId.displayableId),
            self.clientId,
            self.authority,
            self.scopes,
            self.redirectUri,
            MSIDPromptParamFromType(self.prompt),
            @(self.isSts),
            self.nonce,
            _PII_NULLIFY(self.state),
            MSID_PII_LOG_EMAIL(self.loginHint),
            @(self.instanceAware),
            [self.extraParameters msidJSONSerializeWithContext:nil],
            self.platformSequence,
            @(self.canShowUI)
    ];
}

#pragma mark - MSIDBrokerOperationRequest

- (NSString *)localizedApplicationInfo
{
    // clientId && redirectUri are requered params and should be validated during init.
    NSParameterAssert(self.clientId);
    NSParameterAssert(self.redirectUri);
    __auto_type clientId = self.clientId ?: @"";
    __auto_type redirectUri = self.redirectUri ?: @"";
    
    NSString *clientIdKey = NSLocalizedString(@"Client ID", nil);
    NSString *redirectUriKey = NSLocalizedString(@"Redirect URI", nil);
    
    return [NSString stringWithFormat:@"%@: %@ %@: %@", clientIdKey, clientId, redirectUriKey, redirectUri];
}

#pragma mark - MSIDJsonSerializable

- (instancetype)initWithJSONDictionary:(NSDictionary *)json error:(NSError *__autoreleasing*)error
{
    self = [super initWithJSONDictionary:json error:error];
    if (!self) return nil;
    
    if (![json msidAssertType:NSDictionary.class ofKey:MSID_BROWSER_NATIVE_MESSAGE_REQUEST_KEY required:YES error:error])
    {
        MSID_LOG_WITH_CTX(MSIDLogLevelError, nil, @"Failed to init MSIDBrowserNativeMessageGetTokenRequest: 'request' dictionary is required but was missing or invalid.");
        return nil;
    }
    NSDictionary *requestJson = json[MSID_BROWSER_NATIVE_MESSAGE_REQUEST_KEY];
    
    _loginHint = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_LOGIN_HINT_KEY];
    NSString *homeAccountId = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_ACCOUNT_ID_KEY];
    if (homeAccountId != nil && ![MSIDAccountIdentifier isAccountIdValid:homeAccountId error:error])
    {
        MSID_LOG_WITH_CTX(MSIDLogLevelError, nil, @"Failed to init MSIDBrowserNativeMessageGetTokenRequest: 'accountId' was provided but is not in a valid 'uid.utid' format.");
        return nil;
    }
    
    if (homeAccountId || _loginHint)
    {
        _accountId = [[MSIDAccountIdentifier alloc] initWithDisplayableId:_loginHint homeAccountId:homeAccountId];
    }
    
    if (![requestJson msidAssertType:NSString.class ofKey:MSID_BROWSER_NATIVE_MESSAGE_CLIENT_ID_KEY required:YES error:error])
    {
        MSID_LOG_WITH_CTX(MSIDLogLevelError, nil, @"Failed to init MSIDBrowserNativeMessageGetTokenRequest: 'clientId' is required but was missing or not a string.");
        return nil;
    }
    _clientId = requestJson[MSID_BROWSER_NATIVE_MESSAGE_CLIENT_ID_KEY];

    NSString *authorityString = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_AUTHORITY_KEY];
    
    if (authorityString)
    {
        NSError *localError;
        _authority = [[MSIDAADAuthority alloc] initWithURL:[NSURL URLWithString:authorityString] rawTenant:nil context:nil error:&localError];
        
        if (!_authority)
        {
            if (localError)
            {
                MSID_LOG_WITH_CTX_PII(MSIDLogLevelError, nil, @"Non AAD authorities are not supported in broker - %@", MSID_PII_LOG_MASKABLE(localError));
            }
            
            if (error) *error = localError;
            
            return nil;
        }
    }
    else
    {
        // Use default authority if no authority provided.
        NSURL *authorityURL = [NSURL URLWithString:MSID_DEFAULT_AAD_AUTHORITY];
        _authority = [[MSIDAADAuthority alloc] initWithURL:authorityURL rawTenant:nil context:nil error:nil];
    }
    
    if (![requestJson msidAssertType:NSString.class ofKey:MSID_BROWSER_NATIVE_MESSAGE_SCOPE_KEY required:YES error:error])
    {
        MSID_LOG_WITH_CTX(MSIDLogLevelError, nil, @"Failed to init MSIDBrowserNativeMessageGetTokenRequest: 'scope' is required but was missing or not a string.");
        return nil;
    }
    _scopes = requestJson[MSID_BROWSER_NATIVE_MESSAGE_SCOPE_KEY];
    
    if (![requestJson msidAssertType:NSString.class ofKey:MSID_BROWSER_NATIVE_MESSAGE_REDIRECT_URI_KEY required:YES error:error])
    {
        MSID_LOG_WITH_CTX(MSIDLogLevelError, nil, @"Failed to init MSIDBrowserNativeMessageGetTokenRequest: 'redirectUri' is required but was missing or not a string.");
        return nil;
    }
    _redirectUri = requestJson[MSID_BROWSER_NATIVE_MESSAGE_REDIRECT_URI_KEY];
    
    NSString *promptString = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_PROMPT_KEY];
    _prompt = promptString ? MSIDPromptTypeFromString(promptString) : MSIDPromptTypeDefault;
    
    _nonce = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_NONCE_KEY];
    _isSts = [requestJson msidBoolObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_IS_STS_KEY];
    _state = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_STATE_KEY];
    _instanceAware = [requestJson msidBoolObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_INSTANCE_AWARE_KEY];
    
    if ([requestJson msidAssertType:NSDictionary.class ofKey:MSID_BROWSER_NATIVE_MESSAGE_EXTRA_PARAMETERS_KEY required:NO error:nil])
    {
        _extraParameters = requestJson[MSID_BROWSER_NATIVE_MESSAGE_EXTRA_PARAMETERS_KEY];
    }
    else
    {
        MSID_LOG_WITH_CTX(MSIDLogLevelWarning, nil, @"'extraParameters' was provided but is not a valid dictionary. Ignoring.");
        _extraParameters = nil;
    }

    // Because the correlation ID is not marked as required we should not exit the flow just because it can be nil. instead we will gen a temp correlation id.
    NSString *uuidString = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_CORRELATION_KEY];
    _correlationId = [[NSUUID alloc] initWithUUIDString:uuidString];
    if (!_correlationId)
    {
        _correlationId = [NSUUID UUID];
        MSID_LOG_WITH_CTX_PII(MSIDLogLevelWarning, nil, @"CorrelationID is invalid or not in UUID format: %@. Use new correlationId: %@", uuidString, _correlationId);
    }
    
    _platformSequence = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_PLATFORM_SEQUENCE_KEY];
    
    id canShowUIValue = requestJson[MSID_BROWSER_NATIVE_MESSAGE_CAN_SHOW_UI_KEY];
    // It is optional param, if nil -- set it to 'true' by default.
    _canShowUI = canShowUIValue ? [requestJson msidBoolObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_CAN_SHOW_UI_KEY] : YES;
    
    BOOL disablePop = [MSIDFlightManager.sharedInstance boolForKey:MSID_FLIGHT_BROWSER_CORE_DISABLE_POP];
    
    if (!disablePop)
    {
        NSString *reqCnf = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_REQUEST_CONFIRMATION_KEY] ?: [_extraParameters msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_REQUEST_CONFIRMATION_KEY];
        // Read tokenType from the extra query parameters, falling back to the top-level request.
        NSString *tokenType = [_extraParameters msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_TOKEN_TYPE_KEY]
            ?: [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_TOKEN_TYPE_KEY];
        tokenType = tokenType.capitalizedString;
        
        if (MSIDAuthSchemeTypeFromString(tokenType) == MSIDAuthSchemePop)
        {
            BOOL disableReqCnfValidation = [MSIDFlightManager.sharedInstance boolForKey:MSID_FLIGHT_BROWSER_CORE_DISABLE_REQ_CNF_VALIDATION];

            if (!disableReqCnfValidation && [NSString msidIsStringNilOrBlank:reqCnf])
            {
                MSID_LOG_WITH_CTX(MSIDLogLevelError, nil, @"Failed to init MSIDBrowserNativeMessageGetTokenRequest: 'reqCnf' is required when token_type is Pop but was missing or empty.");
                
                if (error) *error = MSIDCreateError(MSIDErrorDomain, MSIDErrorInvalidInternalParameter, @"'reqCnf' is required when token_type is Pop.", nil, nil, nil, nil, nil, YES);
                return nil;
            }
            
            NSMutableDictionary *schemeParams = [NSMutableDictionary new];
            schemeParams[MSID_OAUTH2_TOKEN_TYPE] = tokenType;
            schemeParams[MSID_OAUTH2_REQUEST_CONFIRMATION] = reqCnf;
            
            _authScheme = [[MSIDAuthenticationSchemePop alloc] initWithSchemeParameters:schemeParams];
        }
    }
    
    if (!_authScheme)
    {
        _authScheme = [MSIDAuthenticationScheme new]; // Bearer by default.
    }
    
    BOOL disableClaims = [MSIDFlightManager.sharedInstance boolForKey:MSID_FLIGHT_BROWSER_CORE_DISABLE_CLAIMS];
    
    if (!disableClaims)
    {
        NSString *claims = [requestJson msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_CLAIMS_KEY] ?: [_extraParameters msidStringObjectForKey:MSID_BROWSER_NATIVE_MESSAGE_CLAIMS_KEY];
        
        if (claims)
        {
            NSDictionary *claimsJson = [claims msidJson];
            
            NSError *claimsError;
            _claimsRequest = [[MSIDClaimsRequest alloc] initWithJSONDictionary:claimsJson error:&claimsError];
            if (claimsError)
            {
                MSID_LOG_WITH_CTX(MSIDLogLevelWarning, nil, @"Failed to create claims request. Claims: %@", MSID_PII_LOG_MASKABLE(claimsJson));
            }
        }
    }
    
    return self;
}

- (NSDictionary *)jsonDictionary
{
    @throw MSIDException(MSIDGenericException, @"Not implemented.", nil);
}

@end
