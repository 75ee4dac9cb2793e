//
//  RestrictedCollectionHeader.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/1/14.
//  Copyright (c) 2014 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface RestrictedCollectionHeader : UICollectionReusableView

@property UIButton *clearButton;
@property UILabel *titleLabel;

@end
